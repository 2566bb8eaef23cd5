import type { Webhook, WebhookDelivery } from '@shared/api/webhooks';
import type { DeliveryListRow, WebhookRow } from './webhook-repository';

/** Never the secret: it is in the creating answer alone. */
export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

export function presentDelivery(row: DeliveryListRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.runAt.toISOString() : null,
    attempts: row.attemptRows.map((attempt) => ({
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
      attemptedAt: attempt.attemptedAt.toISOString(),
    })),
  };
}
