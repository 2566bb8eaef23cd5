import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { insertBooking, insertOwner } from '../../test/kits/mail-kit';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { connectPostgres } from '../db/client';
import { mailQueue } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createOutboxWorker, type OutboxWorker } from '../outbox/outbox-worker';
import { bookingReminderPass } from '../modules/bookings/booking-reminders';
import { createMetrics } from './metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { scrape } from './scrape-kit';

/** The mail side as an operator watches it: the queue, what was sent or failed, the worker. */
const silent = createLogger('silent');
// One clock for the worker (reminders fall due on it) and the metrics (ages, lag): a day
// before a 10:00 AM deadline in New York, inside the reminder's lead time.
const clock = { instant: new Date('2030-03-05T16:00:00Z'), now: () => clock.instant };
const at = (seconds: number) => new Date(clock.instant.getTime() + seconds * 1000);
let t: TestApp;
let listener: MetricsServer;
let sink: SmtpSink;
let worker: OutboxWorker;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: { MARINA_TZ: 'America/New_York' },
    metrics: (database) => createMetrics({ database, logger: silent, now: clock.now }),
  });
  listener = await startMetricsServer(t.metrics!, { port: 0, host: '127.0.0.1', logger: silent });
  worker = createOutboxWorker({
    db: t.database.db,
    config: { ...t.config, SMTP_URL: sink.url },
    logger: silent,
    now: clock.now,
    metrics: t.metrics,
    queueReminders: bookingReminderPass(t.database.db, t.config),
  });
});
afterAll(async () => {
  await worker?.stop();
  await listener?.close();
  await t?.close();
  await sink?.close();
});

function resetMail(email: string, resetUrl: string | null, createdAt?: Date) {
  return t.database.db.insert(mailQueue).values({
    kind: 'password-reset',
    recipient: email,
    payload: { kind: 'password-reset', email, ownerName: 'Casey', resetUrl },
    createdAt,
  });
}

describe('mail metrics', () => {
  it('when no worker has run here, then no worker lag is reported, and an empty queue reads 0', async () => {
    const { value } = await scrape(listener.url);
    expect(value('marina_mail_worker_lag_seconds')).toBeUndefined();
    expect(value('marina_mail_queue_pending')).toBe(0);
    expect(value('marina_mail_queue_oldest_pending_seconds')).toBe(0);
  });

  it('when mail waits and a worker pass sends it, then the queue gauges, the counters and the lag follow', async () => {
    const email = uniqueEmail();
    await resetMail(email, 'http://app.test/reset-password?token=a', at(-600));
    await resetMail(email, 'http://app.test/reset-password?token=b', at(-5));
    // Its link was scrubbed: it cannot be rendered, so it is given up at once.
    await resetMail(uniqueEmail(), null, at(-60));
    const owner = await insertOwner(t.database.db, uniqueEmail());
    await insertBooking(
      t.database.db,
      { ...owner, email: owner.email },
      {
        bookingDate: '2030-03-06',
        timeSlot: '10:00 AM',
      },
    );

    // A text queued an hour ago and put off to the morning (quiet hours) is pending, not late.
    await t.database.db.insert(mailQueue).values({
      kind: 'sms-verification',
      channel: 'sms',
      recipient: '+16175550188',
      payload: { kind: 'sms-verification', code: null },
      createdAt: at(-3600),
      runAt: at(36_000),
    });

    const waiting = await scrape(listener.url);
    expect(waiting.value('marina_mail_queue_pending')).toBe(4);
    expect(waiting.value('marina_mail_queue_oldest_pending_seconds')).toBe(600);

    await worker.drain();
    expect(sink.to(email)).toHaveLength(2);
    expect(sink.to(owner.email)).toHaveLength(1);
    clock.instant = at(42);

    const { value } = await scrape(listener.url);
    expect(value('marina_mail_queue_pending')).toBe(1);
    expect(value('marina_mail_queue_oldest_pending_seconds')).toBe(0);
    expect(value('marina_mail_sent_total', { kind: 'password-reset' })).toBe(2);
    expect(value('marina_mail_sent_total', { kind: 'booking-reminder' })).toBe(1);
    expect(value('marina_reminders_queued_total')).toBe(1);
    expect(value('marina_mail_failed_total', { kind: 'password-reset', outcome: 'given_up' })).toBe(
      1,
    );
    expect(value('marina_mail_worker_lag_seconds')).toBe(42);
    await t.database.db.delete(mailQueue).where(eq(mailQueue.channel, 'sms'));
  });

  it('when the mail server is down, then each failed attempt is counted as will_retry and the mail stays queued', async () => {
    const email = uniqueEmail();
    await sink.stop();
    try {
      await resetMail(email, 'http://app.test/reset-password?token=c', at(0));
      await worker.runOnce();
    } finally {
      await sink.start();
    }
    const { value } = await scrape(listener.url);
    expect(
      value('marina_mail_failed_total', { kind: 'password-reset', outcome: 'will_retry' }),
    ).toBe(1);
    expect(value('marina_mail_queue_pending')).toBe(1);
    expect(value('marina_mail_worker_lag_seconds')).toBe(0);
  });

  it('when the database cannot be read, then a scrape still answers, the queue gauges reading NaN', async () => {
    const away = connectPostgres('postgres://marina@127.0.0.1:1/nowhere');
    const metrics = createMetrics({ database: away, logger: silent, now: clock.now });
    const outage = await startMetricsServer(metrics, {
      port: 0,
      host: '127.0.0.1',
      logger: silent,
    });
    try {
      const { status, value } = await scrape(outage.url);
      expect(status).toBe(200);
      expect(value('marina_mail_queue_pending')).toBeNaN();
      expect(value('marina_mail_queue_oldest_pending_seconds')).toBeNaN();
      expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await outage.close();
      await away.close();
    }
  });
});
