import { describe, expect, it } from 'vitest';
import { XHR, bookViaApi, registerOwner, signIn } from './support/api';
import { signInAdminOnPage } from './support/admin';
import { pathOf, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow } from './support/dates';

const ACCESS_DENIED =
  "You don't have permission to access this page. This page requires administrator privileges.";

describe('public pages, guards and redirects', () => {
  const { newContext, newPage } = useBrowser();

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
    // Counted once the signed-out form is drawn, not while it may still be loading.
    await visible(page.getByRole('link', { name: 'Sign In to Book' }));
    expect(await page.getByRole('button', { name: 'CONFIRM SERVICE' }).count()).toBe(0);
    // Tomorrow is selected first; today and earlier are disabled.
    const tomorrowCell = page.locator(`[role="gridcell"]:has(> button[data-date="${tomorrow}"])`);
    expect(await tomorrowCell.getAttribute('aria-selected')).toBe('true');
    // The calendar opens on tomorrow's month. On a month's last day today is in the month
    // before, which holds no day to book: it is not offered at all.
    const today = marinaDaysFromNow(0);
    if (today.slice(0, 7) === tomorrow.slice(0, 7)) {
      expect(await page.locator(`button[data-date="${today}"]`).isDisabled()).toBe(true);
    } else {
      expect(await page.getByRole('button', { name: 'Prev month' }).isDisabled()).toBe(true);
    }
  });

  it('when anonymous on a protected page, then it goes to /auth', async () => {
    const { page } = await newPage();
    for (const path of ['/my-bookings', '/profile', '/admin']) {
      await page.goto(path);
      await page.waitForURL('**/auth');
    }
  });

  it('when a signed-out owner follows a link to a protected page, then signing in returns there', async () => {
    const owner = await registerOwner(await newContext());
    const { page } = await newPage();
    await page.goto('/my-bookings?q=none');
    await page.waitForURL('**/auth');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/my-bookings?q=none');
    await visible(page.getByRole('heading', { name: 'My Haul/Launches Scheduled' }));
  });

  it('when an owner opens admin pages or the public entry pages, then access and redirects follow the route table', async () => {
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
    // Counted once the menu is open: before it renders, no item at all would pass.
    await visible(page.getByRole('menuitem', { name: 'My Services' }));
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
    await signInAdminOnPage(page);
    await visible(page.getByRole('link', { name: 'Admin', exact: true }));
    await visible(page.getByText(booking.confirmationCode));
    await visible(page.getByText(/Dana Listed/));
  });

  it('when a path does not exist, then the 404 page says so', async () => {
    const { page } = await newPage();
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
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
