import { and, isNull, lte, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@shared/constants';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEvents, webhooks } from '../../db/schema';

export interface NewWebhookEvent {
  type: WebhookEventType;
  data: unknown;
  /** The booking_events row it comes from: stored once, however many instances fan out. */
  sourceEventId?: number;
  /** Defaults to the transaction's start; a booking event keeps its change's time. */
  createdAt?: Date;
}

/**
 * Stores events and one pending delivery per enabled endpoint subscribed to each event's type
 * and created before it, all in the caller's transaction. The endpoints are read FOR SHARE, so
 * an endpoint being disabled at this moment waits for this transaction (and then fails the
 * deliveries it made) or is already seen as disabled. An event already stored (the same
 * source row fanned out by another instance) is skipped; inserting in one order everywhere
 * keeps two instances from deadlocking on the unique key.
 */
export async function storeWebhookEvents(
  tx: Executor,
  events: readonly NewWebhookEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const endpoints = await tx
    .select({ id: webhooks.id, events: webhooks.events, createdAt: webhooks.createdAt })
    .from(webhooks)
    .where(isNull(webhooks.disabledAt))
    .orderBy(webhooks.id)
    .for('share');
  const stored = await tx
    .insert(webhookEvents)
    .values(events.map((event) => ({ ...event, data: event.data ?? null })))
    .onConflictDoNothing({ target: webhookEvents.sourceEventId })
    .returning();
  const deliveries = stored.flatMap((event) =>
    endpoints
      .filter((endpoint) => endpoint.events.includes(event.type))
      .filter((endpoint) => endpoint.createdAt <= event.createdAt)
      .map((endpoint) => ({ webhookId: endpoint.id, eventId: event.id })),
  );
  if (deliveries.length > 0) {
    await tx.insert(webhookDeliveries).values(deliveries).onConflictDoNothing();
  }
  return stored.length;
}

/** Whether an enabled endpoint, added by now, listens for events of this type. */
export async function hasListenerFor(tx: Executor, type: WebhookEventType): Promise<boolean> {
  const [listener] = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        isNull(webhooks.disabledAt),
        sql`${type} = any(${webhooks.events})`,
        lte(webhooks.createdAt, sql`now()`),
      ),
    )
    .limit(1);
  return listener !== undefined;
}

/** Wakes the webhook workers of every instance when the transaction commits. */
export async function notifyChannel(tx: Executor, channel: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, '')`);
}
