import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { boats } from '../../db/schema';

export type BoatRow = typeof boats.$inferSelect;
export type NewBoatRow = Omit<typeof boats.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type BoatFields = Omit<NewBoatRow, 'ownerId'>;

/**
 * Namespace of the per-owner lock that makes "count the boats in service, then add one" a
 * single step (727_001 to 727_029 are taken: see capacity-repository.ts and its neighbours).
 */
const BOAT_OWNER_LOCK_CLASS = 727_030;

export async function lockOwnerBoats(tx: Transaction, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOAT_OWNER_LOCK_CLASS}, ${ownerId})`);
}

/** In service first, each group by name (case aside), then id. */
export async function listBoatsOfOwner(db: Executor, ownerId: number): Promise<BoatRow[]> {
  return db
    .select()
    .from(boats)
    .where(eq(boats.ownerId, ownerId))
    .orderBy(sql`${boats.archivedAt} is not null`, asc(sql`lower(${boats.name})`), asc(boats.id));
}

export async function countBoatsInService(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(boats)
    .where(and(eq(boats.ownerId, ownerId), isNull(boats.archivedAt)));
  return row?.n ?? 0;
}

export async function insertBoat(db: Executor, values: NewBoatRow): Promise<BoatRow> {
  const [row] = await db.insert(boats).values(values).returning();
  return row!;
}

export async function findBoat(db: Executor, id: number): Promise<BoatRow | undefined> {
  const [row] = await db.select().from(boats).where(eq(boats.id, id));
  return row;
}

/**
 * A boat row-locked until the transaction ends: FOR UPDATE to change or archive it, FOR SHARE
 * to book it (so it cannot be archived under a booking, and bookings of it do not queue).
 */
export async function lockBoat(
  db: Executor,
  id: number,
  strength: 'update' | 'share',
): Promise<BoatRow | undefined> {
  const [row] = await db.select().from(boats).where(eq(boats.id, id)).for(strength);
  return row;
}

export async function updateBoat(
  db: Executor,
  id: number,
  values: Partial<BoatFields> & { archivedAt?: Date; updatedAt: Date },
): Promise<BoatRow> {
  const [row] = await db.update(boats).set(values).where(eq(boats.id, id)).returning();
  return row!;
}

/** The owner's boats in service: which one a booking that names none is for. */
export async function boatsInServiceOf(db: Executor, ownerId: number): Promise<BoatRow[]> {
  return db
    .select()
    .from(boats)
    .where(and(eq(boats.ownerId, ownerId), isNull(boats.archivedAt)))
    .orderBy(asc(boats.id));
}

/** Boats by id, archived ones too: what each booking in a list is for, as the boat is now. */
export async function boatsByIds(db: Executor, ids: readonly number[]): Promise<BoatRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select().from(boats).where(inArray(boats.id, unique));
}
