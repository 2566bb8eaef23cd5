import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counters in the rate_limits table, shared by every instance behind a load
 * balancer (docs/decisions/0002-sessions-in-postgres.md); a per-process memory store would
 * multiply a limit by the instance count. Each row is one window: `hits` in it, closing at
 * `resetAt`.
 */
export interface Counter {
  hits: number;
  resetAt: Date;
}

const windowEnd = (windowMs: number) => sql`now() + ${`${windowMs} milliseconds`}::interval`;
const expired = sql`${rateLimits.resetAt} <= now()`;

/**
 * One hit in the key's window, opening a new window when the last one has closed. With
 * `below`, the hit is counted only while the window holds fewer: the check and the count are
 * one statement, so two requests at once cannot both take the last one.
 */
function upsertHit(db: Executor, key: string, windowMs: number, below?: number) {
  const end = windowEnd(windowMs);
  return db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: end })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then ${end} else ${rateLimits.resetAt} end`,
      },
      setWhere: below === undefined ? undefined : sql`${expired} or ${rateLimits.hits} < ${below}`,
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
}

/** Counts one hit, opening a new window when the last one has closed. */
export async function hitCounter(db: Executor, key: string, windowMs: number): Promise<Counter> {
  const [row] = await upsertHit(db, key, windowMs);
  return row!;
}

/** Counts one hit only while the window holds fewer than `limit`; false when it was full. */
export async function takeCounter(
  db: Executor,
  key: string,
  setting: { windowMs: number; limit: number },
): Promise<boolean> {
  if (setting.limit <= 0) return false;
  const rows = await upsertHit(db, key, setting.windowMs, setting.limit);
  return rows.length > 0;
}

/** Takes back one hit (a request that turned out not to count). */
export async function refundCounter(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** The open windows among these keys; a closed or missing one is absent. */
export async function readCounters(db: Executor, keys: string[]): Promise<Map<string, Counter>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)));
  return new Map(rows.map(({ key, ...counter }) => [key, counter]));
}

/** Sets a marker row that lasts `windowMs` from now, whatever it held before. */
export async function markCounter(db: Executor, key: string, windowMs: number): Promise<void> {
  const end = windowEnd(windowMs);
  await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: end })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, resetAt: end } });
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes every counter whose key starts with `prefix` (starts_with: no LIKE escaping). */
export async function deleteCounters(db: Executor, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}
