import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TimeSlot } from '@shared/constants';
import type { BookingRow } from '../../src/modules/bookings/booking-repository';
import { createLogger } from '../../src/lib/logger';
import { bookingReminderPass } from '../../src/modules/bookings/booking-reminders';
import { bookingSnapshot, enqueueMail, type MailPayload } from '../../src/outbox/outbox';
import {
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from '../../src/outbox/outbox-worker';
import { uniqueEmail } from '../factories';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import type { TestApp } from '../test-app';
import { useTestApp } from '../use-test-app';
import { insertBooking, insertOwner, type BookingHolder, type NewBookingRow } from './mail-kit';

/** Every mail test starts on this instant, a week before the DST change in New York. */
export const MAIL_START = '2026-10-20T12:00:00Z';

/** An SMTP sink for the file: started before its tests, closed after them. */
export function useSmtpSink(): { readonly sink: SmtpSink } {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  return {
    get sink() {
      if (!sink) throw new Error('useSmtpSink: read the sink inside a test or hook');
      return sink;
    },
  };
}

/**
 * Starts mail workers on `defaults()` (read when each starts) plus the test's own options;
 * every worker started is stopped when the file ends.
 */
export function useMailWorkers(defaults: () => Omit<OutboxWorkerOptions, 'queueReminders'>) {
  const workers: OutboxWorker[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });
  return (options: Partial<OutboxWorkerOptions> = {}): OutboxWorker => {
    const chosen = { ...defaults(), ...options };
    const queueReminders = bookingReminderPass(chosen.db, chosen.config);
    const created = createOutboxWorker({ queueReminders, ...chosen });
    workers.push(created);
    return created;
  };
}

/** Workers that send the file's app's mail to the SMTP sink, on the app's clock if it has one. */
export function useWorkersOnSink(
  t: Pick<TestApp, 'database' | 'config'>,
  smtp: { readonly sink: SmtpSink },
  now?: () => Date,
) {
  return useMailWorkers(() => ({
    db: t.database.db,
    config: { ...t.config, SMTP_URL: smtp.sink.url },
    logger: createLogger('silent'),
    now,
  }));
}

/**
 * The mail tests' setup: an SMTP sink, an app on a movable clock (reset before each test),
 * and workers that send to the sink. After-hooks run in reverse, so the workers stop first,
 * then the app closes, then the sink. `env` adds settings to the app's (and its workers').
 */
export function useMailApp(env: Record<string, string> = {}) {
  const clock = { instant: new Date(MAIL_START), now: () => clock.instant };
  const smtp = useSmtpSink();
  const t = useTestApp({
    now: clock.now,
    env: { MARINA_NAME: 'Harbor Point Marina', MARINA_TZ: 'America/New_York', ...env },
  });
  const worker = useWorkersOnSink(t, smtp, clock.now);
  beforeEach(() => {
    clock.instant = new Date(MAIL_START);
  });

  return {
    t,
    clock,
    get sink() {
      return smtp.sink;
    },
    worker,
    owner: (name = 'Casey Mariner') => insertOwner(t.database.db, uniqueEmail(), name),
    /** A booking of the owner's inserted on a date and deadline, with any other values. */
    bookingOn: (
      holder: BookingHolder,
      bookingDate: string,
      timeSlot: TimeSlot,
      values: Partial<NewBookingRow> = {},
    ) => insertBooking(t.database.db, holder, { ...values, bookingDate, timeSlot }),
    queue: async (payload: MailPayload, recipient: string) => {
      await t.database.db.transaction((tx) => enqueueMail(tx, { recipient, payload }));
    },
    /** A password-reset mail queued for `email`: the simplest message the worker sends. */
    queueReset: async (email: string) => {
      const payload: MailPayload = {
        kind: 'password-reset',
        email,
        ownerName: 'Casey',
        resetUrl: 'http://app.test/reset-password?token=x',
      };
      await t.database.db.transaction((tx) => enqueueMail(tx, { recipient: email, payload }));
    },
  };
}

export const confirmed = (booking: BookingRow, bookedByAdmin = false): MailPayload => ({
  kind: 'booking-confirmed',
  booking: bookingSnapshot(booking),
  bookedByAdmin,
});
