import { sql } from 'drizzle-orm';
import { SLOT_START_HOUR, TIME_SLOTS } from '@shared/constants';
import type { Transaction } from '../../db/client';
import { bookings } from '../../db/schema';
import type { BookingRow } from './booking-repository';

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
 * Claims the reminder of up to `limit` active bookings whose deadline starts after `now` and
 * by `leadEnd` (reminder_queued_at set to `now`), and returns them. `fromDate`..`toDate` is a
 * date window around the exact test, so the partial index on booking_date does the work.
 * SKIP LOCKED keeps concurrent instances off each other's rows (booking-reminders.ts).
 */
export async function claimDueReminders(
  tx: Transaction,
  window: {
    now: Date;
    leadEnd: Date;
    timeZone: string;
    fromDate: string;
    toDate: string;
    limit: number;
  },
): Promise<BookingRow[]> {
  const { now, leadEnd, timeZone } = window;
  const startsAt = sql`((b.booking_date + ${slotClock}) at time zone ${timeZone}::text)`;
  const due = sql`select b.id from bookings b
    where b.cancelled_at is null and b.completed = false and b.reminder_queued_at is null
      and b.booking_date between ${window.fromDate}::date and ${window.toDate}::date
      and ${startsAt} > ${now.toISOString()}::timestamptz
      and ${startsAt} <= ${leadEnd.toISOString()}::timestamptz
    order by b.booking_date, b.id
    limit ${window.limit}
    for update skip locked`;
  return tx
    .update(bookings)
    .set({ reminderQueuedAt: now })
    .where(sql`${bookings.id} in (${due}) and ${bookings.reminderQueuedAt} is null`)
    .returning();
}
