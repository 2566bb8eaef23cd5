import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
  webhooks,
} from '../../db/schema';

/** A leased delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
  event: { id: string; type: string; data: unknown; createdAt: Date };
}

/**
 * Leases up to `limit` due deliveries, as claimDueMail leases mail: SKIP LOCKED lets instances
 * claim at once without taking each other's rows, the lease (locked_until) hands a row back if
 * its worker dies mid-send, and attempts counts claims.
 */
export async function claimDueDeliveries(
  db: Executor,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  const due = sql`select d.id from webhook_deliveries d
    where d.status = 'pending' and d.run_at <= ${now}::timestamptz
      and (d.locked_until is null or d.locked_until <= ${now}::timestamptz)
    order by d.run_at, d.id
    limit ${options.limit}
    for update skip locked`;
  const claimed = await db
    .update(webhookDeliveries)
    .set({
      lockedUntil: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${webhookDeliveries.attempts} + 1`,
    })
    .where(sql`${webhookDeliveries.id} in (${due})`)
    .returning({ id: webhookDeliveries.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      inArray(
        webhookDeliveries.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(webhookDeliveries.id);
  return rows.map(({ delivery, webhook, event }) => ({
    id: delivery.id,
    webhookId: webhook.id,
    attempts: delivery.attempts,
    createdAt: delivery.createdAt,
    url: webhook.url,
    secret: webhook.secret,
    event: { id: event.id, type: event.type, data: event.data, createdAt: event.createdAt },
  }));
}

export async function recordAttempt(
  tx: Executor,
  attempt: typeof webhookAttempts.$inferInsert,
): Promise<void> {
  await tx.insert(webhookAttempts).values(attempt);
}

const stillPending = (id: number) =>
  and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending'));

export async function markDelivered(tx: Executor, id: number, now: Date): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'delivered', deliveredAt: now, lockedUntil: null })
    .where(stillPending(id));
}

export async function scheduleRetry(tx: Executor, id: number, runAt: Date): Promise<void> {
  await tx.update(webhookDeliveries).set({ runAt, lockedUntil: null }).where(stillPending(id));
}

export async function markFailed(tx: Executor, id: number): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', lockedUntil: null })
    .where(stillPending(id));
}

/** Hands claimed but untried deliveries back (shutdown), without counting the claim. */
export async function releaseDeliveries(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({
      lockedUntil: null,
      attempts: sql`greatest(${webhookDeliveries.attempts} - 1, 0)`,
    })
    .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending')));
}

/** It answered: no longer failing, and (a retry on a disabled endpoint) enabled again. */
export async function markAnswering(tx: Executor, webhookId: number): Promise<void> {
  await tx
    .update(webhooks)
    .set({ failingSince: null, disabledAt: null })
    .where(
      and(
        eq(webhooks.id, webhookId),
        sql`(${webhooks.failingSince} is not null or ${webhooks.disabledAt} is not null)`,
      ),
    );
}

/** A failure: failing since now unless it already was. The endpoint as it stands after. */
export async function markFailing(tx: Executor, webhookId: number, now: Date) {
  const [row] = await tx
    .update(webhooks)
    .set({
      failingSince: sql`coalesce(${webhooks.failingSince}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(webhooks.id, webhookId))
    .returning();
  return row;
}

/** Disabled once, whichever instance gets here first; its pending deliveries end failed. */
export async function disableWebhook(tx: Executor, webhookId: number, now: Date) {
  const [row] = await tx
    .update(webhooks)
    .set({ disabledAt: now })
    .where(and(eq(webhooks.id, webhookId), isNull(webhooks.disabledAt)))
    .returning();
  if (!row) return undefined;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', lockedUntil: null })
    .where(
      and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')),
    );
  return row;
}

export async function adminIds(tx: Executor): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  return rows.map((row) => row.id);
}
