import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { lifts } from '../../db/schema';

export type LiftRow = typeof lifts.$inferSelect;

/** The unique index on lower(name) among lifts in service (migration 0014). */
export const LIFT_NAME_INDEX = 'lifts_active_name_key';

/**
 * One lock for adding lifts (migrations 727_001, slots 727_002, roles 727_003, owners 727_004,
 * waitlists 727_005, mail recipients 727_010): two adds at once count the lifts in service in
 * turn, so the cap holds.
 */
const LIFT_CREATE_LOCK = 727_020;

export async function lockLiftCreation(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIFT_CREATE_LOCK})`);
}

/** In service first, each group by name (case aside), then id. */
export async function listLifts(db: Executor): Promise<LiftRow[]> {
  return db
    .select()
    .from(lifts)
    .orderBy(sql`${lifts.retiredAt} is not null`, asc(sql`lower(${lifts.name})`), asc(lifts.id));
}

export async function countLiftsInService(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lifts).where(isNull(lifts.retiredAt));
  return row?.n ?? 0;
}

/** A lift's name, kind, limits and load: what the office sets. */
export type LiftSettings = Pick<
  LiftRow,
  'name' | 'kind' | 'maxWeightKg' | 'maxBeamM' | 'maxLengthM' | 'perDeadline'
>;

export async function insertLift(db: Executor, values: LiftSettings): Promise<LiftRow> {
  const [row] = await db.insert(lifts).values(values).returning();
  return row!;
}

/**
 * A lift, row-locked until the transaction ends: FOR UPDATE to rename or retire it, FOR SHARE
 * to assign it (so it cannot be retired under an assignment, and assignments do not queue).
 */
export async function lockLift(
  db: Executor,
  id: number,
  strength: 'update' | 'share',
): Promise<LiftRow | undefined> {
  const [row] = await db.select().from(lifts).where(eq(lifts.id, id)).for(strength);
  return row;
}

export async function updateLift(
  db: Executor,
  id: number,
  values: Partial<LiftSettings & Pick<LiftRow, 'retiredAt'>>,
): Promise<LiftRow> {
  const [row] = await db
    .update(lifts)
    .set(values)
    .where(and(eq(lifts.id, id), isNull(lifts.retiredAt)))
    .returning();
  return row!;
}

/** Lift names by id, retired ones too (an audit row names the lift as it was). */
export async function findLift(db: Executor, id: number): Promise<LiftRow | undefined> {
  const [row] = await db.select().from(lifts).where(eq(lifts.id, id));
  return row;
}
