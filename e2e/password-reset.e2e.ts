import { describe, expect, it } from 'vitest';
import { XHR, registerOwner } from './support/api';
import { becomes, expectToast, useBrowser, visible } from './support/browser';
import { waitForMail } from './support/outbox';

describe('password recovery end to end', () => {
  const { newContext, newPage, server } = useBrowser();

  it('when an owner follows the emailed link, then the new password works and the old one does not', async () => {
    const seed = await newContext();
    const owner = await registerOwner(seed, { fullName: 'Riley Reset' });
    await seed.close();

    const { page } = await newPage();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Reset link sent');

    const text = await waitForMail(server.dataDir, owner.email, /\/reset-password\?token=/);
    const link = /https?:\/\/\S*(\/reset-password\?token=[^\s>"]+)/.exec(text)?.[1];
    expect(link, 'a reset link in the email').toBeTruthy();
    await page.goto(link!);
    // Filled from the link by the app once it runs, not by the page as first drawn.
    await becomes(() => page.getByLabel('Email').inputValue(), owner.email, 'the Email field');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByRole('heading', { name: 'Password Reset Successful' }));

    const oldPassword = await page.request.post('/api/login', {
      headers: XHR,
      data: { email: owner.email, password: owner.password },
    });
    expect(oldPassword.status()).toBe(401);

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login successful', 'Welcome back, Riley Reset!');
    await page.waitForURL('**/schedule');
  });
});
