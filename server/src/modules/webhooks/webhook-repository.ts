import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@shared/constants';
import type { Executor } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents, webhooks } from '../../db/schema';

export type WebhookRow = typeof webhooks.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type DeliveryListRow = typeof webhookDeliveries.$inferSelect & {
  eventType: WebhookEventType;
  attemptRows: AttemptRow[];
};

/**
 * Namespace of the advisory lock that makes "count, then add" one step (727_001 to 727_020 are
 * the other repositories' classes).
 */
const WEBHOOK_CAP_LOCK = 727_029;

export async function lockWebhookCount(tx: Executor): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WEBHOOK_CAP_LOCK}, 0)`);
  const [row] = await tx.select({ n: count() }).from(webhooks);
  return row?.n ?? 0;
}

export async function insertWebhook(
  tx: Executor,
  values: { url: string; events: WebhookEventType[]; secret: string; createdBy: number },
): Promise<WebhookRow> {
  const [row] = await tx.insert(webhooks).values(values).returning();
  return row!;
}

export function listAllWebhooks(db: Executor): Promise<WebhookRow[]> {
  return db.select().from(webhooks).orderBy(desc(webhooks.createdAt), desc(webhooks.id));
}

export async function findWebhook(db: Executor, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

/** Its deliveries and their attempts go with it (ON DELETE CASCADE). */
export async function removeWebhook(tx: Executor, id: number): Promise<WebhookRow | undefined> {
  const [row] = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning();
  return row;
}

/** An endpoint's latest deliveries, newest first, each with its attempts oldest first. */
export async function latestDeliveries(
  db: Executor,
  webhookId: number,
  options: { limit: number; deliveryId?: number },
): Promise<DeliveryListRow[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        options.deliveryId === undefined ? undefined : eq(webhookDeliveries.id, options.deliveryId),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(options.limit);
  const ids = rows.map((row) => row.delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return rows.map((row) => ({
    ...row.delivery,
    eventType: row.eventType,
    attemptRows: attempts.filter((attempt) => attempt.deliveryId === row.delivery.id),
  }));
}

/**
 * Due now, with the same event: the worker sends it at its next pass. A lease in hand is kept,
 * so a delivery being sent this moment is not claimed a second time before its lease ends.
 */
export async function requeueDelivery(
  tx: Executor,
  webhookId: number,
  deliveryId: number,
): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', runAt: sql`now()`, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
