import { and, asc, eq, gt, inArray, max, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingEvents, bookings } from '../../db/schema';
import type { BookingRow } from '../bookings/booking-repository';

/** One row of booking_events: what the trigger of migration 0014 wrote in the change's transaction. */
export type EventRow = typeof bookingEvents.$inferSelect;

/** A day's events: bookings on it, and bookings moved off it. */
const onDay = (date: string) =>
  or(eq(bookingEvents.bookingDate, date), eq(bookingEvents.previousDate, date))!;

/** Committed events after `afterId`, oldest first; `date` keeps one day's. */
export function eventsAfter(
  db: Executor,
  afterId: number,
  options: { date?: string; limit: number },
): Promise<EventRow[]> {
  const after = gt(bookingEvents.id, afterId);
  return db
    .select()
    .from(bookingEvents)
    .where(options.date ? and(after, onDay(options.date)) : after)
    .orderBy(asc(bookingEvents.id))
    .limit(options.limit);
}

/** The oldest and newest event kept (housekeeping deletes those older than a day). */
export async function keptEventRange(
  db: Executor,
): Promise<{ oldest: number | null; newest: number | null }> {
  const [row] = await db
    .select({ oldest: min(bookingEvents.id), newest: max(bookingEvents.id) })
    .from(bookingEvents);
  return { oldest: row?.oldest ?? null, newest: row?.newest ?? null };
}

/** Ids of the events whose transactions began in the last `ms`, by the database's clock. */
export async function recentEventIds(db: Executor, ms: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(gt(bookingEvents.createdAt, sql`now() - ${`${ms} milliseconds`}::interval`))
    .orderBy(asc(bookingEvents.id));
  return rows.map((row) => row.id);
}

/** The bookings some events name, in one query; a deleted one is simply absent. */
export function bookingsOf(db: Executor, ids: readonly number[]): Promise<BookingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookings)
    .where(inArray(bookings.id, [...new Set(ids)]));
}
