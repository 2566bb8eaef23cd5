import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createPollLoop } from '../../lib/poll-loop';
import type { Metrics } from '../../metrics/metrics';
import type { Resolve } from '../../lib/address-guard';
import { claimDueDeliveries, releaseDeliveries, type ClaimedDelivery } from './delivery-repository';
import { fanOutBookingEvents, FAN_OUT_BATCH } from './webhook-fan-out';
import {
  DEFAULT_RETRY_POLICY,
  recordOutcome,
  type Outcome,
  type RetryPolicy,
} from './webhook-outcome';
import { sendWebhook } from './webhook-sender';

export interface WebhookWorkerOptions {
  db: Database;
  config: Pick<Config, 'WORKER_POLL_MS' | 'WEBHOOK_TIMEOUT_MS' | 'WEBHOOK_ALLOW_PRIVATE'>;
  logger: Logger;
  now?: () => Date;
  policy?: Partial<RetryPolicy>;
  /** How long a claimed delivery stays invisible to other workers: well past the timeout. */
  leaseMs?: number;
  batchSize?: number;
  /** DNS for the address guard; tests resolve their own names. */
  resolve?: Resolve;
  metrics?: Metrics;
}

export interface WebhookPass {
  fannedOut: number;
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
}

export interface WebhookWorker {
  start(): void;
  /** A booking changed or an event was stored: a pass now, or right after the one in hand. */
  wake(): void;
  /** Finishes the delivery in hand, hands the rest of its batch back, and stops. */
  stop(): Promise<void>;
  runOnce(): Promise<WebhookPass>;
  /** Passes until nothing is due (tests). */
  drain(): Promise<WebhookPass>;
}

const emptyPass = (): WebhookPass => ({
  fannedOut: 0,
  claimed: 0,
  delivered: 0,
  retried: 0,
  failed: 0,
});

/**
 * Sends webhook deliveries from the durable queue, as the outbox worker sends mail: each pass
 * first stores the booking changes owed to endpoints (webhook-fan-out.ts), then leases a batch
 * of due deliveries and sends them one by one. Every instance runs one.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, config } = options;
  const log = options.logger.child({ component: 'webhook-worker' });
  const clock = options.now ?? (() => new Date());
  // Rows made without a time carry the database's clock; a test clock may run ahead of it
  // (to reach a retry) but never makes a fresh delivery look like a future one.
  const queueNow = () => new Date(Math.max(clock().getTime(), Date.now()));
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const leaseMs = options.leaseMs ?? Math.max(60_000, config.WEBHOOK_TIMEOUT_MS * 6);
  const batchSize = options.batchSize ?? 10;
  const counted = options.metrics?.webhooks;

  const loop = createPollLoop({
    pass,
    emptyPass,
    idle: (step) => step.claimed === 0 && step.fannedOut === 0,
    batchSize,
    pollMs: config.WORKER_POLL_MS,
    log,
    name: 'webhook worker',
  });

  async function deliver(delivery: ClaimedDelivery): Promise<Outcome> {
    const body = JSON.stringify({
      id: delivery.event.id,
      type: delivery.event.type,
      createdAt: delivery.event.createdAt.toISOString(),
      data: delivery.event.data,
    });
    const now = queueNow();
    const result = await sendWebhook(
      { url: delivery.url, secret: delivery.secret, eventId: delivery.event.id, body },
      {
        now,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
        resolve: options.resolve,
      },
    );
    const outcome = await recordOutcome(db, delivery, result, now, policy);
    if (outcome === 'delivered') {
      counted?.delivered.inc({ type: delivery.event.type });
    } else {
      counted?.failed.inc({
        type: delivery.event.type,
        outcome: outcome === 'retry' ? 'will_retry' : 'given_up',
      });
      // The URL is the office's own setting; the secret and the body stay out of the log.
      log.warn(
        {
          deliveryId: delivery.id,
          webhookId: delivery.webhookId,
          url: delivery.url,
          attempts: delivery.attempts,
          statusCode: result.statusCode,
          error: result.error,
          outcome,
        },
        outcome === 'disabled'
          ? 'webhook endpoint disabled after three days of failures'
          : 'webhook not delivered',
      );
    }
    return outcome;
  }

  async function pass(): Promise<WebhookPass> {
    const result = emptyPass();
    for (;;) {
      const read = await fanOutBookingEvents(db);
      result.fannedOut += read;
      if (read < FAN_OUT_BATCH || loop.stopping()) break;
    }
    if (loop.stopping()) return result;
    const rows = await claimDueDeliveries(db, { now: queueNow(), leaseMs, limit: batchSize });
    result.claimed = rows.length;
    for (const [index, row] of rows.entries()) {
      if (loop.stopping()) {
        await releaseDeliveries(
          db,
          rows.slice(index).map((r) => r.id),
        );
        break;
      }
      const outcome = await deliver(row);
      if (outcome === 'delivered') result.delivered++;
      else if (outcome === 'retry') result.retried++;
      else result.failed++;
    }
    return result;
  }

  return {
    start() {
      loop.start();
      log.info({ pollMs: config.WORKER_POLL_MS }, 'webhook worker started');
    },
    wake: loop.wake,
    stop: loop.stop,
    runOnce: loop.runOnce,
    drain: loop.drain,
  };
}
