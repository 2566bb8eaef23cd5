import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
  webhooks,
} from '../../db/schema';
import { claimDueRows, releaseClaimedRows, type ClaimOptions } from '../../outbox/claim-repository';

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
 * Leases up to `limit` due deliveries, as the outbox leases its messages (claimDueRows: SKIP
 * LOCKED, a lease on locked_until, attempts counting claims), with what sending each needs.
 */
export async function claimDueDeliveries(
  db: Executor,
  options: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const claimed = await claimDueRows(db, webhookDeliveries, options);
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
export function releaseDeliveries(db: Executor, ids: readonly number[]): Promise<void> {
  return releaseClaimedRows(db, webhookDeliveries, ids);
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

/** The managers: they keep the webhooks (shared/roles.ts), so a disabled one is theirs to hear of. */
export async function managerIds(tx: Executor): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'manager'));
  return rows.map((row) => row.id);
}
