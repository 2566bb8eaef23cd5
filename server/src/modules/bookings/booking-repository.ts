import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import type { Executor, Transaction } from '../../db/client';
import { bookings, profiles } from '../../db/schema';
import { slotStartHour } from '../../db/sql-lists';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt'>;

const active = isNull(bookings.cancelledAt);

/** Active bookings in these deadlines of one date (a weather hold's). */
function activeInDeadlines(date: string, timeSlots: readonly TimeSlot[]): SQL {
  return and(active, eq(bookings.bookingDate, date), inArray(bookings.timeSlot, [...timeSlots]))!;
}

/** The owner's active bookings: what the one-per-deadline rule, their list and the cap read. */
function activeOfOwner(userId: number): SQL {
  return and(active, eq(bookings.userId, userId))!;
}

/**
 * Date, deadline by its start time (not its text: '9:00 AM' > '3:00 PM' as text), id: the
 * expression bookings_date_idx is built on.
 */
export function chronological(direction: typeof asc = asc): SQL[] {
  return [
    direction(bookings.bookingDate),
    direction(slotStartHour(bookings.timeSlot)),
    direction(bookings.id),
  ];
}

export async function ownerHasActiveBooking(
  db: Executor,
  userId: number,
  date: string,
  timeSlot: TimeSlot,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(activeOfOwner(userId), eq(bookings.bookingDate, date), eq(bookings.timeSlot, timeSlot)),
    );
  return Boolean(row);
}

/**
 * What an owner's request reads before any lock, in one statement: their profile, and whether
 * they already hold the deadline asked for. No profile row: both are absent.
 */
export async function findOwnerRequestFacts(
  db: Executor,
  userId: number,
  date: string,
  timeSlot: TimeSlot,
): Promise<{ profile: typeof profiles.$inferSelect; holdsDeadline: boolean } | undefined> {
  const held = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(activeOfOwner(userId), eq(bookings.bookingDate, date), eq(bookings.timeSlot, timeSlot)),
    );
  const [row] = await db
    .select({ profile: profiles, holdsDeadline: sql<boolean>`exists(${held})` })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

export async function insertBooking(db: Executor, values: NewBooking): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

/** A booking whatever its state: a cancelled one still has a history to show. */
export async function findBookingById(db: Executor, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** An active booking, row-locked until the transaction ends (cancel, flags, status, lift). */
export async function lockActiveBooking(db: Executor, id: number): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(active, eq(bookings.id, id)))
    .for('update');
  return row;
}

export async function updateBooking(
  db: Executor,
  id: number,
  values: Partial<
    Pick<
      BookingRow,
      | 'completed'
      | 'isOneWay'
      | 'isBothWays'
      | 'cancelledAt'
      | 'cancelledBy'
      | 'cancelReason'
      | 'needsNewDate'
      | 'serviceStatus'
      | 'statusChangedAt'
      | 'statusChangedBy'
      | 'liftId'
    >
  >,
): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  return row!;
}

/**
 * Moves a booking to another date and deadline (a reschedule): its calendar event's SEQUENCE
 * goes up and its reminder is due again, for the new time.
 */
export async function moveBooking(
  db: Executor,
  id: number,
  to: { bookingDate: string; timeSlot: TimeSlot },
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({
      ...to,
      sequence: sql`${bookings.sequence} + 1`,
      reminderQueuedAt: null,
      // Wherever it goes, it has its new date.
      needsNewDate: false,
    })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

export async function listActiveBookingsOfUser(
  db: Executor,
  userId: number,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(activeOfOwner(userId))
    .orderBy(...chronological());
}

/** How many cancellations an owner's history shows: enough for years of a boat's seasons. */
export const CANCELLED_HISTORY_LIMIT = 100;

/** The owner's cancelled bookings, the latest cancellation first (their history). */
export async function listCancelledBookingsOfUser(
  db: Executor,
  userId: number,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNotNull(bookings.cancelledAt)))
    .orderBy(desc(bookings.cancelledAt), desc(bookings.id))
    .limit(CANCELLED_HISTORY_LIMIT);
}

/** An owner's open (active, not completed) deadlines from a date on: the cap counts these. */
export async function openDeadlinesOfOwnerFrom(
  db: Executor,
  userId: number,
  fromDate: string,
): Promise<{ bookingDate: string; timeSlot: TimeSlot }[]> {
  return db
    .select({ bookingDate: bookings.bookingDate, timeSlot: bookings.timeSlot })
    .from(bookings)
    .where(
      and(
        activeOfOwner(userId),
        eq(bookings.completed, false),
        gte(bookings.bookingDate, fromDate),
      ),
    );
}

/** Active bookings of a date, or of one deadline on it (closures tell their owners). */
export async function activeBookingsOn(
  db: Executor,
  date: string,
  timeSlot: TimeSlot | null,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        active,
        eq(bookings.bookingDate, date),
        timeSlot ? eq(bookings.timeSlot, timeSlot) : undefined,
      ),
    );
}

/** Cancels every active booking as 'cleared'; the rows as they are now. */
export async function cancelAllActive(
  db: Executor,
  values: { cancelledAt: Date; cancelledBy: number },
): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({ ...values, cancelReason: 'cleared' })
    .where(active)
    .returning();
}

/**
 * The active, not completed bookings in these deadlines of a date, in the order they were
 * made: the order a weather hold moves them in.
 */
export async function heldBookings(
  db: Executor,
  date: string,
  timeSlots: readonly TimeSlot[],
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(activeInDeadlines(date, timeSlots), eq(bookings.completed, false)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

/** The deadlines these owners hold on a date: a hold never gives an owner two in one. */
export async function ownersDeadlinesOn(
  db: Executor,
  userIds: readonly number[],
  date: string,
): Promise<{ userId: number; timeSlot: TimeSlot }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: bookings.userId, timeSlot: bookings.timeSlot })
    .from(bookings)
    .where(and(active, inArray(bookings.userId, [...userIds]), eq(bookings.bookingDate, date)));
}

/** A lifted hold reopened these deadlines: the bookings left on them stand again. */
export async function clearNeedsNewDate(
  db: Executor,
  date: string,
  timeSlots: readonly TimeSlot[],
): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ needsNewDate: false })
    .where(and(activeInDeadlines(date, timeSlots), eq(bookings.needsNewDate, true)))
    .returning({ id: bookings.id });
  return rows.length;
}

/** Namespace of the per-owner advisory locks (migrations 727_001, slots 727_002, roles 727_003). */
const OWNER_LOCK_CLASS = 727_004;

/** Serialises an owner's bookings until the transaction ends (booking-limits.ts counts them). */
export async function lockOwnerBookings(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK_CLASS}, ${userId})`);
}

/** Every booking, whatever its state (what a restored backup holds). */
export async function countBookings(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings);
  return row!.n;
}
