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
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import type { Executor, Transaction } from '../../db/client';
import { boats, bookings, profiles } from '../../db/schema';
import { slotStartHour } from '../../db/sql-lists';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DeadlineHolder } from './deadline-holder';

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

/** Bookings of one deadline, whatever their state. */
const atDeadline = (date: string, timeSlot: TimeSlot) =>
  and(eq(bookings.bookingDate, date), eq(bookings.timeSlot, timeSlot));

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

/**
 * The holder rule of deadline-holder.ts in SQL, over a table's user_id and boat_id: the rows
 * that clash with `wanted` (bookings here, waitlist entries in their repository). A boat has
 * one owner, so "same owner and same boat" is the boat's own rows.
 */
export function clashesWith(
  columns: { userId: AnyPgColumn; boatId: AnyPgColumn },
  wanted: DeadlineHolder,
): SQL {
  const ownRows = eq(columns.userId, wanted.userId);
  if (wanted.boatId === null) return ownRows;
  return and(ownRows, or(isNull(columns.boatId), eq(columns.boatId, wanted.boatId)))!;
}

/** Whether an active booking at the deadline clashes with the holder (deadline-holder.ts). */
export async function deadlineHeldBy(
  db: Executor,
  holder: DeadlineHolder,
  date: string,
  timeSlot: TimeSlot,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(active, atDeadline(date, timeSlot), clashesWith(bookings, holder)));
  return Boolean(row);
}

/** An owner's boat in service, as a booking request reads it. */
export interface RequestBoat {
  id: number;
  name: string;
  insuranceExpiresOn: string | null;
}

/**
 * What an owner's request reads before any lock, in one statement: their profile, their boats
 * in service, and the boats (null: none) of their active bookings at the deadline asked for.
 * No profile row: all are absent.
 */
export async function findOwnerRequestFacts(
  db: Executor,
  userId: number,
  date: string,
  timeSlot: TimeSlot,
): Promise<
  | { profile: typeof profiles.$inferSelect; boats: RequestBoat[]; heldBoatIds: (number | null)[] }
  | undefined
> {
  const held = db
    .select({ boatIds: sql`coalesce(json_agg(${bookings.boatId}), '[]'::json)`.as('boat_ids') })
    .from(bookings)
    .where(and(activeOfOwner(userId), atDeadline(date, timeSlot)));
  const inService = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${boats.id}, 'name', ${boats.name}, 'insuranceExpiresOn', ${boats.insuranceExpiresOn}) order by ${boats.id}), '[]'::json)`.as(
        'list',
      ),
    })
    .from(boats)
    .where(and(eq(boats.ownerId, userId), isNull(boats.archivedAt)));
  const [row] = await db
    .select({
      profile: profiles,
      boats: sql<RequestBoat[]>`(${inService})`,
      heldBoatIds: sql<(number | null)[]>`(${held})`,
    })
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
      // Wherever it goes, it has its new date; the lift is chosen again on its new day.
      needsNewDate: false,
      liftId: null,
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

/** Who holds which deadline of a date among these owners: a hold never makes two clash. */
export async function holdersOn(
  db: Executor,
  userIds: readonly number[],
  date: string,
): Promise<(DeadlineHolder & { timeSlot: TimeSlot })[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: bookings.userId, boatId: bookings.boatId, timeSlot: bookings.timeSlot })
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
