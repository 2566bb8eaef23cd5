import { describe, expect, it } from 'vitest';
import { XHR, bookViaApi, registerOwner, signIn } from './support/api';
import { expectToast, pathOf, useBrowser, visible } from './support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants';
import { formatDay, marinaDaysFromNow } from './support/dates';

const ACCESS_DENIED =
  "You don't have permission to access this page. This page requires administrator privileges.";

describe('public pages, guards and redirects', () => {
  const { newContext, newPage, allowConsoleErrors } = useBrowser();

  it('when a visitor opens the landing page, then it explains the service and offers both ways in', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await visible(page.getByText('An account is required to book'));
    await visible(page.getByText('Subject to marina availability and weather'));
    await visible(page.getByText('Email reminders before your service'));
    await page.getByRole('link', { name: 'Create Account' }).click();
    await visible(page.getByRole('tab', { name: 'Register', selected: true }));
    expect(pathOf(page)).toBe('/register');
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await visible(page.getByRole('tab', { name: 'Login', selected: true }));
  });

  it('when signed out on /schedule, then deadlines show but booking asks to sign in', async () => {
    const { page } = await newPage();
    await page.goto('/schedule');
    const tomorrow = marinaDaysFromNow(1);
    await visible(
      page.getByRole('heading', { name: `Deadlines for ${formatDay(tomorrow, 'EEEE, MMMM d')}` }),
    );
    await visible(
      page.getByText('Haul and launch services need to be booked at least 24hrs in advance'),
    );
    await visible(page.getByText('You must sign in to schedule services'));
    await page.getByRole('link', { name: 'Sign In to Book' }).click();
    await page.waitForURL('**/auth');
    await page.goBack();
    await visible(page.getByRole('heading', { name: 'Schedule Haul or Launch' }));
    expect(await page.getByRole('button', { name: 'CONFIRM SERVICE' }).count()).toBe(0);
    // Today and earlier are disabled; tomorrow is selected first.
    const today = marinaDaysFromNow(0);
    expect(await page.locator(`button[data-date="${today}"]`).isDisabled()).toBe(true);
    expect(await page.locator(`button[data-date="${tomorrow}"]`).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('when anonymous on a protected page, then it goes to /auth', async () => {
    const { page } = await newPage();
    for (const path of ['/my-bookings', '/profile', '/admin']) {
      await page.goto(path);
      await page.waitForURL('**/auth');
    }
  });

  it('when an owner opens admin pages or the public entry pages, then access and redirects follow SPEC', async () => {
    const { context, page } = await newPage();
    await registerOwner(context, { fullName: 'Avery Hull' });
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Access Denied' }));
    await visible(page.getByText(ACCESS_DENIED));
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.goto('/export-data');
    await page.waitForURL('**/schedule');
    await page.goto('/');
    await page.waitForURL('**/schedule');
    await page.goto('/auth');
    await page.waitForURL('**/schedule');
    await page.getByRole('button', { name: 'Account menu for Avery Hull' }).click();
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
  });

  it('when the administrator signs in, then the browser goes to the admin dashboard listing bookings', async () => {
    const ownerContext = await newContext();
    await registerOwner(ownerContext, { fullName: 'Dana Listed' });
    const booking = await bookViaApi(ownerContext, {
      bookingDate: marinaDaysFromNow(15),
      timeSlot: '12:00 PM',
    });
    const { page } = await newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin');
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await visible(page.getByRole('link', { name: 'Admin', exact: true }));
    await visible(page.getByText(booking.confirmationCode));
    await visible(page.getByText(/Dana Listed/));
  });

  it('when a path does not exist, then the 404 page says so', async () => {
    const { page } = await newPage();
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
  });

  it('when auth forms are submitted empty or wrong, then SPEC §5 and §8 texts appear', async () => {
    const { page } = await newPage();
    allowConsoleErrors(/status of 401.*\/api\/login/);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Please enter a valid email address'));
    await visible(page.getByText('Password is required'));
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed');
    // The toast area is a landmark that F8 reaches (SPEC §9).
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).count()).toBe(1);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'toast-viewport',
    );

    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByText('Please enter a valid email address'));
    await visible(page.getByText('Password must be at least 6 characters'));
    await visible(page.getByText('Full name is required'));
    await visible(page.getByText('Please select your storage type'));
  });

  it('when a visitor uses the in-page forgot flow, then it always ends at "Check your email"', async () => {
    const { page } = await newPage();
    allowConsoleErrors(/\/api\/forgot-password/);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByRole('heading', { name: 'Check your email' }));
    await page.getByRole('button', { name: 'I have a reset token' }).click();
    await page.getByLabel('Reset token').fill('');
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abcdef');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByText('Token is required'));
    await visible(page.getByText('New password must be at least 6 characters'));
    await visible(page.getByText('Passwords do not match'));
  });

  it('when the reset link lacks a token or is wrong, then the reset page says so', async () => {
    const { page } = await newPage();
    allowConsoleErrors(/status of 4\d\d.*\/api\/reset-password/);
    await page.goto('/reset-password');
    await visible(page.getByRole('heading', { name: 'Invalid Reset Link' }));
    await visible(page.getByText('The password reset link appears to be invalid or expired.'));

    await page.goto('/reset-password?token=not-a-real-token&email=someone%40example.com');
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    await page.getByLabel('New password', { exact: true }).fill('new-pass-1');
    await page.getByLabel('Confirm new password').fill('new-pass-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByText('Passwords do not match'));
    await page.getByLabel('Confirm new password').fill('new-pass-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(
      page.getByRole('alert').getByText('Failed to reset password. The link may be expired.'),
    );
  });

  it('when the forgot-password page is submitted, then the neutral "Reset link sent" appears', async () => {
    const { page } = await newPage();
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByText('Please enter a valid email address'));
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(
      page,
      'Reset link sent',
      'If an account with that email exists, you will receive a password reset link shortly.',
    );
  });

  it('when the profile has no storage type, then the schedule page asks to complete it', async () => {
    const { context, page } = await newPage();
    const owner = await registerOwner(context, { fullName: 'Casey Dock' });
    const res = await context.request.post('/api/profile', {
      headers: XHR,
      data: {
        fullName: 'Casey Dock',
        preferredEmail: owner.email,
        storageType: null,
        isVibMember: false,
      },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/schedule');
    await visible(page.getByText(`Booking as: Casey Dock (${owner.email})`));
    const from = await visible(page.getByLabel('From where'));
    expect(await from.textContent()).toContain('Complete your profile to see options');
    expect(await from.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Complete your profile' }).click();
    await visible(page.getByRole('heading', { name: 'My Profile' }));
  });

  it('when an owner signs in on another device, then the same session rules apply', async () => {
    const first = await newPage();
    const owner = await registerOwner(first.context);
    const second = await newPage();
    await signIn(second.context, owner.email, owner.password);
    await second.page.goto('/my-bookings');
    await visible(second.page.getByRole('heading', { name: 'My Haul/Launches Scheduled' }));
  });
});
