import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config';
import { smsSubscriptions } from '../../src/db/schema';
import type { OutboxWorkerOptions } from '../../src/outbox/outbox-worker';
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from '../fake-twilio/fake-twilio';
import { useMailApp } from './mail-app';
import { freshMobile } from './sms-kit';

/** The worker's settings that send texts to the fake (no quiet hours unless a test asks). */
export function textSettings(fake: FakeTwilio): Partial<Config> {
  return {
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    TWILIO_FROM: FAKE_TWILIO.from,
    TWILIO_API_BASE_URL: fake.url,
    SMS_QUIET_HOURS: null,
  };
}

/**
 * The text tests' setup: the mail tests' app, sink and clock, a fake Twilio, workers that send
 * texts to it, and owners with a verified mobile.
 */
export function useTextApp() {
  const mailApp = useMailApp();
  let fake: FakeTwilio | undefined;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const twilio = () => {
    if (!fake) throw new Error('useTextApp: read the fake inside a test or hook');
    return fake;
  };

  const { t, clock, worker, owner, bookingOn, queue } = mailApp;
  return {
    t,
    clock,
    worker,
    owner,
    bookingOn,
    queue,
    get sink() {
      return mailApp.sink;
    },
    get twilio() {
      return twilio();
    },
    /** A worker sending mail to the sink and texts to the fake, with the test's settings. */
    textWorker: (settings: Partial<Config> = {}, options: Partial<OutboxWorkerOptions> = {}) =>
      mailApp.worker({
        config: {
          ...mailApp.t.config,
          SMTP_URL: mailApp.sink.url,
          ...textSettings(twilio()),
          ...settings,
        },
        ...options,
      }),
    /** An owner whose mobile is verified, with every choice on unless said. */
    subscribedOwner: async (
      choices: Partial<{ confirmations: boolean; reminders: boolean; status: boolean }> = {},
    ) => {
      const holder = await mailApp.owner();
      const phone = freshMobile().e164;
      await mailApp.t.database.db
        .insert(smsSubscriptions)
        .values({ userId: holder.id, phoneNumber: phone, verifiedAt: new Date(), ...choices });
      return { ...holder, phone };
    },
  };
}
