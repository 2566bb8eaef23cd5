import { describe, expect, it } from 'vitest';
import { expectToast, focused, useBrowser, visible } from './support/browser';

describe('sign-in, registration and password-recovery forms', () => {
  const { newPage, allowConsoleErrors } = useBrowser();

  it('when auth forms are submitted empty or wrong, then the validation and error texts appear', async () => {
    const { page } = await newPage();
    allowConsoleErrors(/status of 401.*\/api\/login/);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Please enter a valid email address'));
    await visible(page.getByText('Password is required'));
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The server's words, not the form's fallback: the toast shows what the API answered.
    await expectToast(page, 'Login failed', 'Invalid email or password');
    // The toast area is a landmark that F8 reaches (docs/product.md#constants).
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).count()).toBe(1);
    await page.keyboard.press('F8');
    await focused(page.getByTestId('toast-viewport'));

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
});
