import type { Page } from 'playwright-core';
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

export const smsShots: Shot[] = [
  {
    name: 'sms-number',
    signedIn: true,
    path: '/profile',
    before: (page) => newOwner(page),
    prepare: showCard,
  },
  {
    // A toll-free number cannot take texts: the server's reason under the field.
    name: 'sms-number-error',
    signedIn: true,
    path: '/profile',
    before: (page) => newOwner(page),
    prepare: async (page) => {
      const card = smsCard(page);
      await card.getByLabel('Mobile number').fill('800-555-0199');
      await card.getByRole('button', { name: 'Text me a code' }).click();
      await card.getByRole('alert').waitFor();
      await showCard(page);
    },
  },
  {
    name: 'sms-code',
    signedIn: true,
    path: '/profile',
    before: (page, _google, dataDir) => ownerWithCode(page, dataDir),
    prepare: showCard,
  },
  {
    name: 'sms-code-error',
    signedIn: true,
    path: '/profile',
    before: (page, _google, dataDir) => ownerWithCode(page, dataDir),
    prepare: async (page) => {
      const card = smsCard(page);
      await card.getByLabel('Code').fill('000000');
      await card.getByRole('button', { name: 'Verify' }).click();
      await card.getByText(/That code is not right/).waitFor();
      await showCard(page);
    },
  },
  {
    name: 'sms-verified',
    signedIn: true,
    path: '/profile',
    before: (page, _google, dataDir) => verifiedOwner(page, dataDir),
    prepare: showCard,
  },
  {
    name: 'sms-stop-confirm',
    signedIn: true,
    path: '/profile',
    before: (page, _google, dataDir) => verifiedOwner(page, dataDir),
    prepare: async (page) => {
      await showCard(page);
      await smsCard(page).getByRole('button', { name: 'Stop all texts' }).click();
      await page.getByRole('alertdialog').waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'sms-opted-out-stop',
    signedIn: true,
    path: '/profile',
    before: (page) => optedOut(page, 'stop'),
    prepare: showCard,
  },
  {
    name: 'sms-opted-out-undeliverable',
    signedIn: true,
    path: '/profile',
    before: (page) => optedOut(page, 'undeliverable'),
    prepare: showCard,
  },
];
