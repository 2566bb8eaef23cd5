import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import type { DateAvailabilityInputs } from '../../db/availability-inputs';
import type { Database, Executor, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { bookings, slotCapacities, slotOverrides } from '../../db/schema';
import { slotStartHour } from '../../db/sql-lists';

export type SlotCapacityRow = typeof slotCapacities.$inferSelect;
export type SlotOverrideRow = typeof slotOverrides.$inferSelect;

export async function listSlotCapacities(db: Executor): Promise<SlotCapacityRow[]> {
  return db.select().from(slotCapacities);
}

export async function upsertSlotCapacity(
  db: Executor,
  values: { timeSlot: TimeSlot; capacity: number; updatedBy: number; updatedAt: Date },
): Promise<void> {
  await db
    .insert(slotCapacities)
    .values(values)
    .onConflictDoUpdate({
      target: slotCapacities.timeSlot,
      set: { capacity: values.capacity, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}

export async function deleteSlotCapacity(
  db: Executor,
  timeSlot: TimeSlot,
): Promise<SlotCapacityRow | undefined> {
  const [row] = await db
    .delete(slotCapacities)
    .where(eq(slotCapacities.timeSlot, timeSlot))
    .returning();
  return row;
}

export async function listOverrides(
  db: Executor,
  range: { from?: string; to?: string },
): Promise<SlotOverrideRow[]> {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(slotOverrides.date, range.from));
  if (range.to) conditions.push(lte(slotOverrides.date, range.to));
  return db
    .select()
    .from(slotOverrides)
    .where(and(...conditions))
    .orderBy(asc(slotOverrides.date), sql`${slotStartHour(slotOverrides.timeSlot)} nulls first`);
}

/** What decides a date's deadlines: the defaults, the date's overrides and its active bookings. */
/** The inputs of one date's availability as one statement; `date` may be a placeholder. */
function availabilityInputsQuery(db: Executor, date: string | Placeholder) {
  return db
    .select({
      perSlot: sql<DateAvailabilityInputs['perSlot']>`(
        select coalesce(json_agg(json_build_object(
          'timeSlot', ${slotCapacities.timeSlot}, 'capacity', ${slotCapacities.capacity})), '[]')
        from ${slotCapacities})`,
      overrides: sql<DateAvailabilityInputs['overrides']>`(
        select coalesce(json_agg(json_build_object(
          'timeSlot', ${slotOverrides.timeSlot}, 'capacity', ${slotOverrides.capacity},
          'closed', ${slotOverrides.closed}, 'reason', ${slotOverrides.reason})), '[]')
        from ${slotOverrides} where ${slotOverrides.date} = ${date})`,
      taken: sql<DateAvailabilityInputs['taken']>`(
        select coalesce(json_agg(json_build_object('timeSlot', time_slot, 'n', n)), '[]')
        from (select ${bookings.timeSlot} as time_slot, count(*)::int as n from ${bookings}
              where ${bookings.bookingDate} = ${date} and ${bookings.cancelledAt} is null
              group by ${bookings.timeSlot}) as counted)`,
    })
    .from(sql`(select 1) as one`);
}

/**
 * The inputs of one date's availability in a single round trip. On the embedded engine every
 * query waits its turn, so three queries cost three turns; this is one.
 */
export async function dateAvailabilityInputs(
  db: Executor,
  date: string,
): Promise<DateAvailabilityInputs> {
  const [row] = await availabilityInputsQuery(db, date);
  return row!;
}

const preparedInputs = preparedPerDatabase((db) =>
  availabilityInputsQuery(db, sql.placeholder('date')).prepare('availability_inputs'),
);

/** The same read outside a transaction, as a prepared statement (db/prepared.ts). */
export async function currentAvailabilityInputs(
  db: Database,
  date: string,
): Promise<DateAvailabilityInputs> {
  const [row] = await preparedInputs(db).execute({ date });
  return row!;
}

export async function findOverride(
  db: Executor,
  date: string,
  timeSlot: TimeSlot | null,
): Promise<SlotOverrideRow | undefined> {
  const [row] = await db
    .select()
    .from(slotOverrides)
    .where(
      and(
        eq(slotOverrides.date, date),
        timeSlot === null ? isNull(slotOverrides.timeSlot) : eq(slotOverrides.timeSlot, timeSlot),
      ),
    );
  return row;
}

export async function insertOverride(
  db: Executor,
  values: typeof slotOverrides.$inferInsert,
): Promise<SlotOverrideRow> {
  const [row] = await db.insert(slotOverrides).values(values).returning();
  return row!;
}

export async function updateOverride(
  db: Executor,
  id: number,
  values: Partial<typeof slotOverrides.$inferInsert>,
): Promise<SlotOverrideRow> {
  const [row] = await db
    .update(slotOverrides)
    .set(values)
    .where(eq(slotOverrides.id, id))
    .returning();
  return row!;
}

export async function findOverrideById(
  db: Executor,
  id: number,
): Promise<SlotOverrideRow | undefined> {
  const [row] = await db.select().from(slotOverrides).where(eq(slotOverrides.id, id));
  return row;
}

export async function deleteOverride(db: Executor, id: number): Promise<void> {
  await db.delete(slotOverrides).where(eq(slotOverrides.id, id));
}

/** Active bookings per (date, deadline) from `from` to `to` (uses bookings_date_idx). */
export async function countActiveBySlot(
  db: Executor,
  from: string,
  to: string,
): Promise<{ date: string; timeSlot: TimeSlot; n: number }[]> {
  return db
    .select({ date: bookings.bookingDate, timeSlot: bookings.timeSlot, n: count() })
    .from(bookings)
    .where(
      and(
        isNull(bookings.cancelledAt),
        gte(bookings.bookingDate, from),
        lte(bookings.bookingDate, to),
      ),
    )
    .groupBy(bookings.bookingDate, bookings.timeSlot);
}

/**
 * The active bookings of one deadline or a date's deadlines from `from` on, in the order they
 * were made, with only what a warning names (who, which code).
 */
export async function activeBookingsFrom(
  db: Executor,
  scope: { from: string; date?: string; timeSlot?: TimeSlot },
): Promise<
  { id: number; date: string; timeSlot: TimeSlot; ownerName: string; confirmationCode: string }[]
> {
  return db
    .select({
      id: bookings.id,
      date: bookings.bookingDate,
      timeSlot: bookings.timeSlot,
      ownerName: bookings.ownerName,
      confirmationCode: bookings.confirmationCode,
    })
    .from(bookings)
    .where(
      and(
        isNull(bookings.cancelledAt),
        gte(bookings.bookingDate, scope.from),
        scope.date ? eq(bookings.bookingDate, scope.date) : undefined,
        scope.timeSlot ? eq(bookings.timeSlot, scope.timeSlot) : undefined,
      ),
    )
    .orderBy(asc(bookings.bookingDate), asc(bookings.createdAt), asc(bookings.id));
}

/** The closed overrides of these dates, the whole day's with a null slot (deadline-closures.ts). */
export async function closedOverridesOn(
  db: Executor,
  dates: readonly string[],
): Promise<{ date: string; timeSlot: TimeSlot | null; reason: string | null }[]> {
  return db
    .select({
      date: slotOverrides.date,
      timeSlot: slotOverrides.timeSlot,
      reason: slotOverrides.reason,
    })
    .from(slotOverrides)
    .where(and(eq(slotOverrides.closed, true), inArray(slotOverrides.date, [...dates])));
}

/** Namespace of the per-slot advisory locks (the migration lock uses 727_001). */
export const SLOT_LOCK_CLASS = 727_002;

/** Takes one deadline's advisory lock until the transaction ends (slot-lock.ts makes the key). */
export async function takeSlotLock(tx: Transaction, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, ${key})`);
}
