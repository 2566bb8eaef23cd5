import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BookingRow } from '../../src/modules/bookings/booking-repository';
import { createLogger } from '../../src/lib/logger';
import { bookingSnapshot, enqueueMail, type MailPayload } from '../../src/mail/mail-queue';
import {
  createMailWorker,
  type MailWorker,
  type MailWorkerOptions,
} from '../../src/mail/mail-worker';
import { uniqueEmail } from '../factories';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { useTestApp } from '../use-test-app';
import { insertOwner } from './mail-kit';

/** Every mail test starts on this instant, a week before the DST change in New York. */
export const MAIL_START = '2026-10-20T12:00:00Z';

/**
 * The mail tests' setup: an SMTP sink, an app on a movable clock (reset before each test),
 * and workers that are stopped, and the sink closed, when the file ends.
 */
export function useMailApp() {
  const clock = { instant: new Date(MAIL_START), now: () => clock.instant };
  const silent = createLogger('silent');
  const workers: MailWorker[] = [];
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  const t = useTestApp({
    now: clock.now,
    env: { MARINA_NAME: 'Harbor Point Marina', MARINA_TZ: 'America/New_York' },
  });
  // After-hooks run in reverse: the workers stop first, then the app closes, then the sink.
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });
  beforeEach(() => {
    clock.instant = new Date(MAIL_START);
  });

  const sinkReady = (): SmtpSink => {
    if (!sink) throw new Error('useMailApp: read the sink inside a test or hook');
    return sink;
  };
  return {
    t,
    clock,
    get sink() {
      return sinkReady();
    },
    worker: (options: Partial<MailWorkerOptions> = {}): MailWorker => {
      const created = createMailWorker({
        db: t.database.db,
        config: { ...t.config, SMTP_URL: sinkReady().url },
        logger: silent,
        now: clock.now,
        ...options,
      });
      workers.push(created);
      return created;
    },
    owner: (name = 'Casey Mariner') => insertOwner(t.database.db, uniqueEmail(), name),
    queue: async (payload: MailPayload, recipient: string) => {
      await t.database.db.transaction((tx) => enqueueMail(tx, { recipient, payload }));
    },
  };
}

export const confirmed = (booking: BookingRow, bookedByAdmin = false): MailPayload => ({
  kind: 'booking-confirmed',
  booking: bookingSnapshot(booking),
  bookedByAdmin,
});
