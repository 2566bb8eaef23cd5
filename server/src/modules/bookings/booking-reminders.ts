import { sql } from 'drizzle-orm';
import { SLOT_START_HOUR, TIME_SLOTS } from '@shared/constants';
import { addServiceDays, marinaDate } from '@shared/marina-time';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { bookingSnapshot, enqueueMail } from '../../mail/mail-queue';
import { ownerMailAddresses } from '../../mail/mail-recipient';
import { reminderDedupeKey } from '../../mail/reminders';

/**
 * The deadline's start instant in SQL: the service date at the slot's clock time, read in the
 * marina's zone. Postgres applies the zone's rules for that date, so it is right across DST.
 * The slot texts and hours are our own constants, never user input.
 */
const slotClock = sql.raw(
  `case b.time_slot ${TIME_SLOTS.map(
    (slot) => `when '${slot}' then time '${String(SLOT_START_HOUR[slot]).padStart(2, '0')}:00'`,
  ).join(' ')} end`,
);

/**
 * Queues the reminder of every active booking whose deadline starts within the lead time and
 * has not started yet, exactly once: the claim (reminder_queued_at) and the queued mail commit
 * together, SKIP LOCKED keeps concurrent instances off each other's rows, and the dedupe key
 * (reminderDedupeKey) makes a second copy impossible anyway. There is no lower bound, so reminders
 * missed while every instance was down go out on return, unless the deadline has started.
 */
export async function queueDueReminders(
  db: Database,
  options: { now: Date; timeZone: string; leadHours: number; limit?: number },
): Promise<number> {
  const { now, timeZone } = options;
  const leadEnd = new Date(now.getTime() + options.leadHours * 3_600_000);
  // A date window around the exact test, so the partial index on booking_date does the work.
  const fromDate = addServiceDays(marinaDate(now, timeZone), -1);
  const toDate = addServiceDays(marinaDate(leadEnd, timeZone), 1);
  const startsAt = sql`((b.booking_date + ${slotClock}) at time zone ${timeZone}::text)`;
  const due = sql`select b.id from bookings b
    where b.cancelled_at is null and b.completed = false and b.reminder_queued_at is null
      and b.booking_date between ${fromDate}::date and ${toDate}::date
      and ${startsAt} > ${now.toISOString()}::timestamptz
      and ${startsAt} <= ${leadEnd.toISOString()}::timestamptz
    order by b.booking_date, b.id
    limit ${options.limit ?? 500}
    for update skip locked`;

  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookings)
      .set({ reminderQueuedAt: now })
      .where(sql`${bookings.id} in (${due}) and ${bookings.reminderQueuedAt} is null`)
      .returning();
    const recipients = await ownerMailAddresses(
      tx,
      claimed.map((row) => row.userId),
    );
    for (const row of claimed) {
      await enqueueMail(tx, {
        recipient: recipients.get(row.userId) ?? row.ownerEmail,
        payload: { kind: 'booking-reminder', booking: bookingSnapshot(row) },
        dedupeKey: reminderDedupeKey(row.id, row.sequence),
      });
    }
    return claimed.length;
  });
}

/** The reminder pass the mail worker runs before each batch, on the marina's settings. */
export function bookingReminderPass(
  db: Database,
  config: Pick<Config, 'MARINA_TZ' | 'REMINDER_LEAD_HOURS'>,
): (now: Date) => Promise<number> {
  return (now) =>
    queueDueReminders(db, {
      now,
      timeZone: config.MARINA_TZ,
      leadHours: config.REMINDER_LEAD_HOURS,
    });
}
