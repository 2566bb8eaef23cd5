import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMailApp } from '../../test/kits/mail-app';
import { mailQueue } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createHousekeeper } from './housekeeper';

const mailApp = useMailApp();
const { t, clock, worker, owner, bookingOn } = mailApp;

describe('housekeeping and reminders', () => {
  it('when a sent reminder is purged before its deadline, then the owner still gets it once', async () => {
    const casey = await owner();
    // 10:00 AM on 23 October 2026 in New York (14:00Z), reminded three days ahead.
    const booking = await bookingOn(casey, '2026-10-23', '10:00 AM');
    const w = worker({
      config: { ...t.config, SMTP_URL: mailApp.sink.url, REMINDER_LEAD_HOURS: 72 },
    });
    clock.instant = new Date('2026-10-20T15:00:00Z');
    await w.runOnce();
    const reminders = () =>
      mailApp.sink.to(casey.email).filter((m) => m.subject?.startsWith('Reminder: '));
    expect(reminders()).toHaveLength(1);

    // A retention shorter than the reminder's lead: its row goes while the booking is ahead.
    const keeper = createHousekeeper({
      db: t.database.db,
      config: {
        MAIL_RETENTION_DAYS: 1,
        HOUSEKEEPING_INTERVAL_MS: 60_000,
        HOUSEKEEPING_BATCH_SIZE: 2,
      },
      logger: createLogger('silent'),
      now: () => new Date('2026-10-21T16:00:00Z'),
    });
    const dedupeKey = `reminder:${booking.id}`;
    expect(await t.database.db.$count(mailQueue, eq(mailQueue.dedupeKey, dedupeKey))).toBe(1);
    expect((await keeper.runOnce()).mail).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.$count(mailQueue, eq(mailQueue.dedupeKey, dedupeKey))).toBe(0);

    // One pass queues what is due and sends it.
    clock.instant = new Date('2026-10-22T12:00:00Z');
    await w.runOnce();
    expect(reminders()).toHaveLength(1);
    expect(await t.database.db.$count(mailQueue, eq(mailQueue.dedupeKey, dedupeKey))).toBe(0);
  });
});
