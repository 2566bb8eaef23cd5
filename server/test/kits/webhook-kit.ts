import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { CreatedWebhook, WebhookDelivery } from '@shared/api/webhooks';
import type { WebhookEventType } from '@shared/constants';
import type { Database } from '../../src/db/client';
import { webhookDeliveries, webhookEvents, webhooks } from '../../src/db/schema';
import { createLogger } from '../../src/lib/logger';
import {
  createWebhookWorker,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from '../../src/modules/webhooks/webhook-worker';
import type { ApiClient } from '../api-client';
import { useTestApp, type UseTestAppOptions } from '../use-test-app';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../webhook-receiver';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A clock the workers read: the wall clock moved on by `offsetMs`, so rows the database stamps
 * with now() and the worker's own times stay comparable, and a test reaches a retry or the end
 * of the 24 hours by moving it rather than by waiting.
 */
export function movableClock() {
  const clock = {
    offsetMs: 0,
    now: () => new Date(Date.now() + clock.offsetMs),
    advance: (ms: number) => (clock.offsetMs += ms),
  };
  return clock;
}

/** A webhook receiver for the file, started before its tests and closed after them. */
export function useWebhookReceiver(): { readonly receiver: WebhookReceiver } {
  let receiver: WebhookReceiver | undefined;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });
  beforeEach(() => receiver?.clear());
  return {
    get receiver() {
      if (!receiver) throw new Error('useWebhookReceiver: read it inside a test or hook');
      return receiver;
    },
  };
}

/**
 * The webhook tests' setup: an app that may send to 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=true) with
 * a short timeout, an admin, a local receiver, and workers on a movable clock that are stopped
 * when the file ends. Nothing sends until a test runs a worker's pass.
 */
export function useWebhookApp(options: UseTestAppOptions = {}) {
  const clock = movableClock();
  const hooks = useWebhookReceiver();
  const t = useTestApp({
    admin: true,
    owner: true,
    ...options,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '300', ...options.env },
  });
  const workers: WebhookWorker[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });
  beforeEach(async () => {
    clock.offsetMs = 0;
    // Each test listens with its own endpoints only.
    await t.database.db.delete(webhooks);
  });
  const worker = (overrides: Partial<WebhookWorkerOptions> = {}): WebhookWorker => {
    const created = createWebhookWorker({
      db: t.database.db,
      config: t.config,
      logger: createLogger('silent'),
      now: clock.now,
      ...overrides,
    });
    workers.push(created);
    return created;
  };
  return {
    t,
    clock,
    worker,
    get receiver() {
      return hooks.receiver;
    },
  };
}

/** The admin adds an endpoint through the API, or the test stops: the answer's body. */
export async function addWebhook(
  admin: ApiClient,
  url: string,
  events: WebhookEventType[] = ['booking.created'],
): Promise<CreatedWebhook> {
  const res = await admin.post('/api/webhooks', { url, events });
  if (res.status !== 201)
    throw new Error(`webhook add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as CreatedWebhook;
}

export async function deliveriesOf(
  admin: ApiClient,
  webhookId: number,
): Promise<WebhookDelivery[]> {
  const res = await admin.get(`/api/webhooks/${webhookId}/deliveries`);
  if (res.status !== 200) throw new Error(`deliveries failed: ${res.status}`);
  return (res.body as { deliveries: WebhookDelivery[] }).deliveries;
}

/** What a receiver following the integration guide does: recompute the HMAC and compare. */
export function signatureVerifies(secret: string, request: ReceivedWebhook): boolean {
  const header = String(request.headers['x-marina-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${request.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

export const signedAt = (request: ReceivedWebhook) =>
  Number(/t=(\d+)/.exec(String(request.headers['x-marina-signature']))?.[1]);

export const bodyOf = (request: ReceivedWebhook) =>
  JSON.parse(request.body) as {
    id: string;
    type: string;
    createdAt: string;
    data: Record<string, { id: number } & Record<string, unknown>>;
  };

export async function webhookRow(t: { database: { db: Database } }, id: number) {
  const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

/** A public address that needs no DNS, for apps without WEBHOOK_ALLOW_PRIVATE that never send. */
export const PUBLIC_WEBHOOK_URL = 'https://93.184.215.14/hooks/marina';

/** The only endpoint: any others removed first, so MAX_WEBHOOKS never stands in the way. */
export async function freshWebhook(admin: ApiClient, db: Database): Promise<number> {
  await db.delete(webhooks);
  return (await addWebhook(admin, PUBLIC_WEBHOOK_URL)).webhook.id;
}

export const webhookRows = (db: Database) => db.select().from(webhooks).orderBy(webhooks.id);

/** A delivery of a made-up event that the endpoint already accepted. */
export async function deliveredDelivery(db: Database, webhookId: number): Promise<number> {
  const [event] = await db
    .insert(webhookEvents)
    .values({ type: 'booking.created', data: { booking: { id: 1 } } })
    .returning();
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ webhookId, eventId: event!.id, status: 'delivered', deliveredAt: new Date() })
    .returning();
  return delivery!.id;
}

export const deliveryRow = (db: Database, id: number) =>
  db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
