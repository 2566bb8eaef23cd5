import { afterAll, describe, expect, it } from 'vitest';
import { smsCodeInvalidMessage, SMS_VERIFIED_MESSAGE } from '@shared/messages/sms';
import {
  FAKE_TWILIO,
  fakeTwilioEnv,
  startFakeTwilio,
  type FakeTwilio,
} from '../server/test/fake-twilio/fake-twilio';
import { registerOwner } from './support/api';
import { adminSession } from './support/admin';
import { becomes, expectToast, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow, pickDate } from './support/dates';
import { waitForText } from './support/texts';
import { openUsersTab, searchUsers, userRow } from './support/users';

const MOBILE = { typed: '617-555-0142', e164: '+16175550142', display: '(617) 555-0142' };
const CHOICES = ['Confirmations and changes', 'Reminders', "The day's status"];

/**
 * docs/product.md#text-messages: texts go out through Twilio's API, here a local fake the server is
 * pointed at.
 */
describe('text messages: an owner opts in on /profile and gets the booking by text', () => {
  let fake: FakeTwilio;
  const { newPage, newContext, allowConsoleErrors } = useBrowser({
    server: async () => {
      fake = await startFakeTwilio();
      // The worker sends texts from the queue: a short poll so the journey need not wait.
      return { ...fakeTwilioEnv(fake), WORKER_POLL_MS: '100' };
    },
  });
  afterAll(async () => {
    // Before the server stops (hooks run in reverse): it makes no calls on its way down.
    await fake?.close();
  });

  it('when an owner verifies a mobile with the texted code and books a haul-out, then the confirmation text with its code arrives, and the office sees the texts', async () => {
    const { context, page } = await newPage();
    const owner = await registerOwner(context, { fullName: 'Tess Texter' });

    await page.goto('/profile');
    const card = await visible(page.getByRole('region', { name: 'Text messages' }));
    await card.getByLabel('Mobile number').fill(MOBILE.typed);
    await card.getByRole('button', { name: 'Text me a code' }).click();
    await visible(card.getByText(`We texted a 6-digit code to ${MOBILE.display}`));
    const codeText = await waitForText(fake, MOBILE.e164, /\b\d{6}\b/);
    expect(codeText.from).toBe(FAKE_TWILIO.from);
    const code = /\b(\d{6})\b/.exec(codeText.body)![1]!;

    // A wrong code is refused under the field, with the tries left; the right one verifies.
    allowConsoleErrors(/status of 400/);
    const wrong = code === '000000' ? '111111' : '000000';
    await card.getByLabel('Code').fill(wrong);
    await card.getByRole('button', { name: 'Verify' }).click();
    await visible(card.getByText(smsCodeInvalidMessage(4)));
    await card.getByLabel('Code').fill(code);
    await card.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Number verified', SMS_VERIFIED_MESSAGE);
    await visible(card.getByText(MOBILE.display));
    for (const name of CHOICES) {
      const box = card.getByRole('checkbox', { name: new RegExp(`^${name}`) });
      await becomes(() => box.getAttribute('aria-checked'), 'true', `the ${name} choice`);
    }

    // Book a haul-out as the owner does, on the schedule page.
    const bookingDate = marinaDaysFromNow(12);
    await page.goto('/schedule');
    await pickDate(page, bookingDate);
    await page.getByRole('button', { name: /^10:00 AM/ }).click();
    await page.getByRole('button', { name: 'CONFIRM SERVICE' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Service Scheduled!' }));
    const confirmation = /Confirmation #([2-9A-HJKMNP-Z]{8})/.exec(
      (await dialog.textContent()) ?? '',
    )?.[1];
    expect(confirmation, 'the booking’s confirmation code').toBeTruthy();

    const text = await waitForText(fake, MOBILE.e164, new RegExp(confirmation!));
    expect(text.from).toBe(FAKE_TWILIO.from);
    expect(text.statusCallback).toMatch(/\/api\/sms\/status$/);
    // One confirmation, not one per worker pass.
    expect(fake.to(MOBILE.e164).filter((t) => t.body.includes(confirmation!))).toHaveLength(1);

    // The office: the day sheet marks the owner's texts, the Users tab shows the mobile.
    const office = await newContext({ storageState: await adminSession(newContext) });
    const desk = await office.newPage();
    await desk.goto(`/admin/day/${bookingDate}`);
    const service = await visible(
      desk.getByTestId('day-sheet-service').filter({ hasText: owner.fullName }),
    );
    await visible(service.getByTestId('texts-on'));
    await openUsersTab(desk);
    await searchUsers(desk, owner.email);
    const mobile = userRow(desk, owner.email).getByRole('link', { name: MOBILE.display });
    expect(await mobile.getAttribute('href')).toBe(`tel:${MOBILE.e164}`);
  });
});
