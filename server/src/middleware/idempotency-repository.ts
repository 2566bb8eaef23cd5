import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** A key lives 24 hours (idempotency.ts); housekeeping's purge uses the same age. */
const EXPIRED = sql`now() - interval '24 hours'`;

function keyOf(userId: number, key: string) {
  return and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
}

/** Deletes every expired key, by the created_at index. */
export async function deleteExpiredKeys(db: Executor): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, EXPIRED));
}

/** Claims a user's key for a request; false when the key was already there. */
export async function claimKey(
  db: Executor,
  values: { userId: number; key: string; requestHash: string },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(userId, key));
  return row;
}

export async function deleteKey(db: Executor, userId: number, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(keyOf(userId, key));
}

/** Stores the answer a key replays. */
export async function storeKeyAnswer(
  db: Executor,
  userId: number,
  key: string,
  answer: { responseStatus: number; responseBody: unknown },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(keyOf(userId, key));
}
