import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '@shared/schemas/push';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/**
 * The push_subscriptions table's reads and writes: the push routes save and remove a user's
 * browsers, the worker forgets one its push service calls gone.
 */
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Users' subscriptions lock under this class while one saves (727_001 to 727_010 are taken). */
const SUBSCRIBE_LOCK_CLASS = 727_011;

/** Keys compared without leaking by timing how much of them matched (hashes: equal lengths). */
function sameSecret(held: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(held), digest(given));
}

export type SaveOutcome =
  | { kind: 'saved'; row: PushSubscriptionRow; created: boolean }
  /** Another user holds the endpoint and the request did not show its keys: nothing changed. */
  | { kind: 'held' };

/**
 * Saves a browser's subscription for the user: new, the user's already (keys refreshed), or
 * another user's until now, which moves only for a request carrying the keys stored with it:
 * the browser itself (a browser profile belongs to whoever subscribed last), not someone who
 * learnt its endpoint. Past the cap the user's least recently saved ones go. Under a lock on
 * the user, so two saves at once cannot both find room; the endpoint's row is locked while
 * it is compared, so a key refresh cannot slip between the check and the move.
 */
export async function saveSubscription(
  db: Executor,
  values: {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    browser: string | null;
    now: Date;
  },
): Promise<SaveOutcome> {
  await db.execute(sql`select pg_advisory_xact_lock(${SUBSCRIBE_LOCK_CLASS}, ${values.userId})`);
  const keys = { p256dh: values.p256dh, auth: values.auth, browser: values.browser };
  let outcome: SaveOutcome | undefined;
  // A row removed between the insert and the read (its owner's DELETE, a 410) is inserted again.
  for (let attempt = 0; !outcome; attempt += 1) {
    if (attempt === 3) throw new Error('push subscription kept changing while being saved');
    const [inserted] = await db
      .insert(pushSubscriptions)
      .values({
        ...keys,
        userId: values.userId,
        endpoint: values.endpoint,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .onConflictDoNothing({ target: pushSubscriptions.endpoint })
      .returning();
    if (inserted) {
      outcome = { kind: 'saved', row: inserted, created: true };
      break;
    }
    const [held] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, values.endpoint))
      .for('update');
    if (!held) continue;
    const ours = held.userId === values.userId;
    // Both compared, so the time taken does not tell which key differed.
    const sameAuth = sameSecret(held.auth, values.auth);
    const sameP256dh = sameSecret(held.p256dh, values.p256dh);
    if (!ours && !(sameAuth && sameP256dh)) return { kind: 'held' };
    const [row] = await db
      .update(pushSubscriptions)
      .set(
        ours
          ? { ...keys, updatedAt: values.now }
          : // A device new to this account: added now, never pushed to for it.
            {
              ...keys,
              userId: values.userId,
              createdAt: values.now,
              updatedAt: values.now,
              lastPushAt: null,
            },
      )
      .where(eq(pushSubscriptions.id, held.id))
      .returning();
    outcome = { kind: 'saved', row: row!, created: !ours };
  }
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
  return outcome;
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

/** Removes the user's subscription with this id (false: none of theirs has it). */
export async function removeSubscriptionById(
  db: Executor,
  userId: number,
  id: number,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** A push reached this browser's push service. */
export async function recordPushSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastPushAt: at }).where(eq(pushSubscriptions.id, id));
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
