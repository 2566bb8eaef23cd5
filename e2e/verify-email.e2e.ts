import { describe, expect, it } from 'vitest';
import { INVALID_VERIFICATION_MESSAGE } from '@shared/messages/email-verification';
import { registerOwner, uniqueEmail } from './support/api';
import { expectToast, hidden, useBrowser, visible } from './support/browser';
import { waitForMail } from './support/outbox';

/**
 * docs/product.md#email: a new preferred email gets mail only after its owner follows the emailed
 * link.
 */
describe('verifying a preferred email', () => {
  const { newPage, allowConsoleErrors, server } = useBrowser();

  it('when an owner names another email on /profile and opens the link from the outbox, then it reads as verified', async () => {
    const { context, page } = await newPage();
    const owner = await registerOwner(context, { fullName: 'Vera Verify' });
    const preferred = uniqueEmail('preferred');

    await page.goto('/profile');
    await page.getByLabel('Email').fill(preferred);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile Updated');
    const notice = await visible(
      page.getByRole('region', { name: 'Confirm your preferred email' }),
    );
    expect(await notice.textContent()).toContain(
      `Booking emails go to ${owner.email} until you follow the link we sent to ${preferred}.`,
    );

    // Within a minute of the first link, Send again is refused with the server's reason.
    allowConsoleErrors(/status of 429/);
    await notice.getByRole('button', { name: 'Send again' }).click();
    await expectToast(page, 'Not sent');

    const text = await waitForMail(server.dataDir, preferred, /\/verify-email\?token=/);
    const link = /https?:\/\/\S*(\/verify-email\?token=[^\s>"]+)/.exec(text)?.[1];
    expect(link, 'a verification link in the email').toBeTruthy();
    await page.goto(link!);
    await visible(page.getByRole('heading', { name: 'Email verified' }));

    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await page.waitForURL('**/profile');
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    await hidden(page.getByRole('region', { name: 'Confirm your preferred email' }));

    // The link works once: opened again it explains, and offers a way on.
    allowConsoleErrors(/status of 400/);
    await page.goto(link!);
    await visible(page.getByText(INVALID_VERIFICATION_MESSAGE));
  });
});
