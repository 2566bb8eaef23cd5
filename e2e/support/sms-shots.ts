import type { Locator, Page } from 'playwright-core';
import type { SmsSettings, SmsSettingsResponse } from '../../shared/api/sms';
import { animationsDone } from './animations';
import { registerOwner, XHR } from './api';
import type { Shot } from './shots';
import { waitForOutboxText } from './texts';

/**
 * The profile's Text messages card in each of its states (SHOTS=sms for these only). Each
 * shot signs its page in as a new owner with a mobile of its own: a code may be sent to an
 * account and to a number only three times an hour, and every shot is taken six times.
 */
let owners = 0;

async function newOwner(page: Page): Promise<{ typed: string; e164: string }> {
  owners += 1;
  await registerOwner(page.context(), {
    fullName: 'Morgan Tide',
    // One address per owner: registrations are limited per address too.
    headers: { 'X-Forwarded-For': `203.0.113.${owners}` },
  });
  const line = String(3000 + owners);
  return { typed: `617-555-${line}`, e164: `+1617555${line}` };
}

/** A new owner with a code texted to their mobile; returns the code, read from the outbox. */
async function ownerWithCode(page: Page, dataDir: string): Promise<string> {
  const mobile = await newOwner(page);
  const res = await page.context().request.post('/api/sms/verification', {
    headers: XHR,
    data: { phoneNumber: mobile.typed },
  });
  if (!res.ok()) throw new Error(`code not sent: ${res.status()} ${await res.text()}`);
  const text = await waitForOutboxText(dataDir, mobile.e164, /\b\d{6}\b/);
  return /\b(\d{6})\b/.exec(text)![1]!;
}

async function verifiedOwner(page: Page, dataDir: string): Promise<void> {
  const code = await ownerWithCode(page, dataDir);
  const res = await page.context().request.post('/api/sms/verification/check', {
    headers: XHR,
    data: { code },
  });
  if (!res.ok()) throw new Error(`code not verified: ${res.status()} ${await res.text()}`);
}

/** A verified number the provider reports as opted out: GET /api/sms answered here. */
async function optedOut(page: Page, optedOut: SmsSettings['optedOut']): Promise<void> {
  await newOwner(page);
  const sms: SmsSettings = {
    phoneNumber: '+16175550123',
    phoneNumberDisplay: '(617) 555-0123',
    verifiedAt: new Date().toISOString(),
    confirmations: true,
    reminders: true,
    status: false,
    optedOut,
    pending: null,
    marinaNumber: '(617) 555-0100',
  };
  await page.route('**/api/sms', (route) =>
    route.fulfill({ json: { sms } satisfies SmsSettingsResponse }),
  );
}

const smsCard = (page: Page) => page.getByRole('region', { name: 'Text messages' });

/** The card loaded and in the middle of the screen. */
async function showCard(page: Page): Promise<void> {
  const card = smsCard(page);
  await card.getByRole('button').first().waitFor();
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await animationsDone(page);
}

/** Types into one of the card's fields and sends it; the card is shown once `refusal` is. */
const refused =
  (label: string, value: string, button: string, refusal: (card: Locator) => Locator) =>
  async (page: Page) => {
    const card = smsCard(page);
    await card.getByLabel(label).fill(value);
    await card.getByRole('button', { name: button }).click();
    await refusal(card).waitFor();
    await showCard(page);
  };

const smsShot = (name: string, before: Shot['before'], prepare = showCard): Shot => ({
  name,
  signedIn: true,
  path: '/profile',
  before,
  prepare,
});

const withCode: Shot['before'] = (page, _google, dataDir) => ownerWithCode(page, dataDir);
const verified: Shot['before'] = (page, _google, dataDir) => verifiedOwner(page, dataDir);

export const smsShots: Shot[] = [
  smsShot('sms-number', newOwner),
  // A toll-free number cannot take texts: the server's reason under the field.
  smsShot(
    'sms-number-error',
    newOwner,
    refused('Mobile number', '800-555-0199', 'Text me a code', (card) => card.getByRole('alert')),
  ),
  smsShot('sms-code', withCode),
  smsShot(
    'sms-code-error',
    withCode,
    refused('Code', '000000', 'Verify', (card) => card.getByText(/That code is not right/)),
  ),
  smsShot('sms-verified', verified),
  smsShot('sms-stop-confirm', verified, async (page) => {
    await showCard(page);
    await smsCard(page).getByRole('button', { name: 'Stop all texts' }).click();
    await page.getByRole('alertdialog').waitFor();
    await animationsDone(page);
  }),
  smsShot('sms-opted-out-stop', (page) => optedOut(page, 'stop')),
  smsShot('sms-opted-out-undeliverable', (page) => optedOut(page, 'undeliverable')),
];
