import { and, asc, eq, gte, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import type { Executor, Transaction } from '../../db/client';
import type { WaitlistOutcome } from '../../db/enums';
import { waitlistEntries } from '../../db/schema';
import { clashesWith } from '../bookings/booking-repository';
import type { DeadlineHolder } from '../bookings/deadline-holder';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = Omit<
  typeof waitlistEntries.$inferInsert,
  'id' | 'createdAt' | 'resolvedAt' | 'outcome' | 'bookingId'
>;

const active = isNull(waitlistEntries.resolvedAt);

function atDeadline(date: string, timeSlot: TimeSlot): SQL {
  return and(
    active,
    eq(waitlistEntries.bookingDate, date),
    eq(waitlistEntries.timeSlot, timeSlot),
  )!;
}

function atDeadlines(date: string, timeSlots: readonly TimeSlot[]): SQL {
  return and(
    active,
    eq(waitlistEntries.bookingDate, date),
    inArray(waitlistEntries.timeSlot, [...timeSlots]),
  )!;
}

/** First come, first served: the order waitlist_entries_queue_idx is built on. */
const queueOrder = [asc(waitlistEntries.createdAt), asc(waitlistEntries.id)];

export async function insertEntry(db: Executor, values: NewWaitlistEntry): Promise<WaitlistRow> {
  const [row] = await db.insert(waitlistEntries).values(values).returning();
  return row!;
}

/**
 * The next entry of a deadline's queue, past those passed over this time, row-locked. The
 * deadline's slot lock already serialises promotions; the row lock keeps an owner's Leave from
 * crossing it.
 */
export async function lockFirstWaiting(
  db: Executor,
  date: string,
  timeSlot: TimeSlot,
  passedOver: readonly number[] = [],
): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        atDeadline(date, timeSlot),
        passedOver.length > 0 ? notInArray(waitlistEntries.id, [...passedOver]) : undefined,
      ),
    )
    .orderBy(...queueOrder)
    .limit(1)
    .for('update');
  return row;
}

export async function resolveEntry(
  db: Executor,
  id: number,
  values: { outcome: WaitlistOutcome; resolvedAt: Date; bookingId?: number },
): Promise<void> {
  await db
    .update(waitlistEntries)
    .set(values)
    .where(and(active, eq(waitlistEntries.id, id)));
}

/**
 * Every waiting entry of these deadlines of a date ends: 'held' when a weather hold closed them,
 * 'closed' when the office did.
 */
export async function endClosedEntries(
  db: Executor,
  date: string,
  timeSlots: readonly TimeSlot[],
  ending: { outcome: 'held' | 'closed'; resolvedAt: Date },
): Promise<WaitlistRow[]> {
  if (timeSlots.length === 0) return [];
  return db.update(waitlistEntries).set(ending).where(atDeadlines(date, timeSlots)).returning();
}

/** How many wait at these deadlines of a date (a weather hold's preview). */
export async function countWaitingAt(
  db: Executor,
  date: string,
  timeSlots: readonly TimeSlot[],
): Promise<number> {
  return db.$count(waitlistEntries, atDeadlines(date, timeSlots));
}

/** Every waiting entry of one deadline ends as expired (its 24-hour window has begun). */
export async function expireDeadline(
  db: Executor,
  date: string,
  timeSlot: TimeSlot,
  resolvedAt: Date,
): Promise<number> {
  const rows = await db
    .update(waitlistEntries)
    .set({ outcome: 'expired', resolvedAt })
    .where(atDeadline(date, timeSlot))
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

/** The office's reset: every waiting entry is dropped. */
export async function dropAllActive(db: Executor, resolvedAt: Date): Promise<number> {
  const rows = await db
    .update(waitlistEntries)
    .set({ outcome: 'dropped', resolvedAt })
    .where(active)
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

/** Whether a waiting entry at the deadline clashes with the holder (deadline-holder.ts). */
export async function holderIsWaiting(
  db: Executor,
  holder: DeadlineHolder,
  date: string,
  timeSlot: TimeSlot,
): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(atDeadline(date, timeSlot), clashesWith(waitlistEntries, holder)));
  return Boolean(row);
}

/** An owner's waiting entries from a date on (their list and their cap read these). */
export async function activeEntriesOfOwnerFrom(
  db: Executor,
  userId: number,
  fromDate: string,
): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(active, eq(waitlistEntries.userId, userId), gte(waitlistEntries.bookingDate, fromDate)),
    )
    .orderBy(asc(waitlistEntries.bookingDate), ...queueOrder);
}

/** How many waiting entries of the same deadline are ahead of this one. */
export async function entriesAhead(db: Executor, entry: WaitlistRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        atDeadline(entry.bookingDate, entry.timeSlot),
        or(
          lt(waitlistEntries.createdAt, entry.createdAt),
          and(eq(waitlistEntries.createdAt, entry.createdAt), lt(waitlistEntries.id, entry.id)),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** The owner's own waiting entry, row-locked (Leave); another owner's is absent. */
export async function lockActiveEntryOfOwner(
  db: Executor,
  id: number,
  userId: number,
): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(active, eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId)))
    .for('update');
  return row;
}

/** Dates from a date on with someone waiting at one of the deadlines (capacity raised). */
export async function datesWithWaiting(
  db: Executor,
  fromDate: string,
  timeSlots: readonly TimeSlot[],
): Promise<{ bookingDate: string; timeSlot: TimeSlot }[]> {
  if (timeSlots.length === 0) return [];
  return db
    .selectDistinct({
      bookingDate: waitlistEntries.bookingDate,
      timeSlot: waitlistEntries.timeSlot,
    })
    .from(waitlistEntries)
    .where(
      and(
        active,
        gte(waitlistEntries.bookingDate, fromDate),
        inArray(waitlistEntries.timeSlot, [...timeSlots]),
      ),
    );
}

/**
 * Housekeeping: up to `limit` waiting entries whose deadline has entered the 24-hour window
 * end as expired: every date before `lastDate`, and on `lastDate` the deadlines listed (the
 * caller decides them by the exact start time). Rows another instance holds are skipped.
 */
export async function expireDueBatch(
  db: Executor,
  due: { lastDate: string; slotsOnLastDate: readonly TimeSlot[] },
  resolvedAt: Date,
  limit: number,
): Promise<number> {
  const onLastDate =
    due.slotsOnLastDate.length > 0
      ? and(
          eq(waitlistEntries.bookingDate, due.lastDate),
          inArray(waitlistEntries.timeSlot, [...due.slotsOnLastDate]),
        )
      : undefined;
  const isDue = and(active, or(lt(waitlistEntries.bookingDate, due.lastDate), onLastDate));
  const batch = db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(isDue)
    .orderBy(asc(waitlistEntries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(waitlistEntries)
    .set({ outcome: 'expired', resolvedAt })
    .where(and(isDue, inArray(waitlistEntries.id, batch)))
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

/**
 * Namespace of the per-owner waitlist locks (migrations 727_001, slots 727_002, roles 727_003,
 * owner's bookings 727_004): two joins by one owner on different deadlines count in turn.
 */
const WAITLIST_OWNER_LOCK_CLASS = 727_005;

/** Serialises an owner's joins until the transaction ends (the waitlist cap counts under it). */
export async function lockOwnerWaitlist(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WAITLIST_OWNER_LOCK_CLASS}, ${userId})`);
}
