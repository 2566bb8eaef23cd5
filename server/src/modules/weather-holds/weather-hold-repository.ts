import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, weatherHolds } from '../../db/schema';

export type WeatherHoldRow = typeof weatherHolds.$inferSelect;
export type WeatherHoldListRow = WeatherHoldRow & { createdByName: string | null };

export async function insertHold(
  db: Executor,
  values: Omit<typeof weatherHolds.$inferInsert, 'id' | 'createdAt' | 'liftedAt' | 'liftedBy'>,
): Promise<WeatherHoldRow> {
  const [row] = await db.insert(weatherHolds).values(values).returning();
  return row!;
}

/** The holds of a date that still hold (not lifted). */
export async function activeHoldsOn(db: Executor, date: string): Promise<WeatherHoldRow[]> {
  return db
    .select()
    .from(weatherHolds)
    .where(and(eq(weatherHolds.date, date), isNull(weatherHolds.liftedAt)));
}

export async function findHold(db: Executor, id: number): Promise<WeatherHoldRow | undefined> {
  const [row] = await db.select().from(weatherHolds).where(eq(weatherHolds.id, id));
  return row;
}

/** Row-locked, so two lifts of one hold take turns and the second sees it lifted. */
export async function lockHold(db: Executor, id: number): Promise<WeatherHoldRow | undefined> {
  const [row] = await db.select().from(weatherHolds).where(eq(weatherHolds.id, id)).for('update');
  return row;
}

export async function markLifted(
  db: Executor,
  id: number,
  values: { liftedAt: Date; liftedBy: number },
): Promise<WeatherHoldRow> {
  const [row] = await db
    .update(weatherHolds)
    .set(values)
    .where(eq(weatherHolds.id, id))
    .returning();
  return row!;
}

/** Holds on dates from `fromDate` on, newest first, with who placed each. */
export async function listHoldsFrom(db: Executor, fromDate: string): Promise<WeatherHoldListRow[]> {
  const rows = await db
    .select({ hold: weatherHolds, createdByName: users.ownerName })
    .from(weatherHolds)
    .leftJoin(users, eq(users.id, weatherHolds.createdBy))
    .where(gte(weatherHolds.date, fromDate))
    .orderBy(desc(weatherHolds.createdAt), desc(weatherHolds.id));
  return rows.map(({ hold, createdByName }) => ({ ...hold, createdByName }));
}
