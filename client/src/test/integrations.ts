import type { ApiToken } from '@shared/api/api-tokens';
import type { Webhook, WebhookDelivery } from '@shared/api/webhooks';

/** A token as GET /api/tokens lists it: Ann's read-only token for accounting, never used. */
export function anApiToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 3,
    name: 'Accounting export',
    scope: 'read',
    prefix: 'mt_3kQ9',
    createdAt: '2026-11-02T14:00:00.000Z',
    lastUsedAt: null,
    owner: { id: 1, ownerName: 'Ann Lee', email: 'office@example.test' },
    ...overrides,
  };
}

/** An endpoint as GET /api/webhooks lists it, answering, subscribed to new bookings. */
export function aWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: 5,
    url: 'https://books.example.test/marina',
    events: ['booking.created'],
    createdAt: '2026-11-02T14:00:00.000Z',
    failingSince: null,
    disabledAt: null,
    ...overrides,
  };
}

/** A delivery of booking.created that failed once (500), then arrived. */
export function aDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 11,
    eventId: '0b9c3f4e-5a61-4d2b-9a7e-2f1d8c6b4a10',
    eventType: 'booking.created',
    status: 'delivered',
    createdAt: '2026-11-20T15:00:00.000Z',
    deliveredAt: '2026-11-20T15:01:00.000Z',
    nextAttemptAt: null,
    attempts: [
      {
        statusCode: 500,
        error: null,
        durationMs: 84,
        attemptedAt: '2026-11-20T15:00:01.000Z',
      },
      {
        statusCode: 200,
        error: null,
        durationMs: 41,
        attemptedAt: '2026-11-20T15:01:00.000Z',
      },
    ],
    ...overrides,
  };
}
