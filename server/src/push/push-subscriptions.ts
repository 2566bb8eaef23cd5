import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '@shared/schemas/push';
import type { Executor } from '../db/client';
import { pushSubscriptions } from '../db/schema';

/**
 * The push_subscriptions table's reads and writes: the push routes save and remove a user's
 * browsers, the worker forgets one its push service calls gone.
 */
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Users' subscriptions lock under this class while one saves (727_001 to 727_010 are taken). */
const SUBSCRIBE_LOCK_CLASS = 727_011;

/**
 * Saves a browser's subscription for the user: new, the user's already (keys refreshed), or
 * another user's until now (a browser profile belongs to whoever subscribed last). Past the cap
 * the user's least recently saved ones go. Under a lock on the user, so two saves at once
 * cannot both find room.
 */
export async function saveSubscription(
  db: Executor,
  values: { userId: number; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  await db.execute(sql`select pg_advisory_xact_lock(${SUBSCRIBE_LOCK_CLASS}, ${values.userId})`);
  const [before] = await db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, values.endpoint));
  const saved = {
    userId: values.userId,
    p256dh: values.p256dh,
    auth: values.auth,
    updatedAt: values.now,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...saved, endpoint: values.endpoint, createdAt: values.now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: saved })
    .returning();
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, values.userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, values.userId), notInArray(pushSubscriptions.id, kept)),
    );
  return { row: row!, created: before?.userId !== values.userId };
}

/** Removes the user's subscription at this endpoint (false: none); another user's stays. */
export async function removeSubscription(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Every browser of the user stops getting their news (a password reset). */
export async function removeSubscriptionsOf(db: Executor, userId: number): Promise<number> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

/** The push service said the subscription is gone (404, 410): no push goes there again. */
export async function forgetSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(
  db: Executor,
  userId: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}
