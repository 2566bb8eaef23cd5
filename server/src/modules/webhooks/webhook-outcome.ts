import type { Database } from '../../db/client';
import { enqueueMails } from '../../outbox/outbox';
import { ownerMailAddresses } from '../../outbox/email/mail-recipient';
import { recordAudit } from '../audit/audit-log';
import {
  managerIds,
  disableWebhook,
  markAnswering,
  markDelivered,
  markFailed,
  markFailing,
  recordAttempt,
  scheduleRetry,
  type ClaimedDelivery,
} from './delivery-repository';
import type { SendResult } from './webhook-sender';

const HOUR_MS = 60 * 60_000;

export interface RetryPolicy {
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A delivery is retried until this long after it was created, then given up. */
  giveUpAfterMs: number;
  /** An endpoint failing this long (since its last success) is disabled. */
  disableAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  backoffBaseMs: 30_000,
  backoffMaxMs: HOUR_MS,
  giveUpAfterMs: 24 * HOUR_MS,
  disableAfterMs: 72 * HOUR_MS,
};

export type Outcome = 'delivered' | 'retry' | 'failed' | 'disabled';

/** 30 s, 1 min, 2 min … doubling, capped at an hour. */
export function backoffDelay(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Records one attempt and what follows, in one transaction: delivered (the endpoint answers
 * again), retried with backoff, or given up 24 hours after the delivery was made. A failure
 * three days after the endpoint began failing disables it: its pending deliveries stop, the
 * disable is audited (no actor: the worker did it) and every admin is mailed once.
 */
export async function recordOutcome(
  db: Database,
  delivery: ClaimedDelivery,
  result: SendResult,
  now: Date,
  policy: RetryPolicy,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    await recordAttempt(tx, {
      deliveryId: delivery.id,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
      attemptedAt: now,
    });
    if (result.delivered) {
      await markDelivered(tx, delivery.id, now);
      await markAnswering(tx, delivery.webhookId);
      return 'delivered';
    }
    const webhook = await markFailing(tx, delivery.webhookId, now);
    const expired = now.getTime() - delivery.createdAt.getTime() >= policy.giveUpAfterMs;
    // A retry an admin asked for on a disabled endpoint is tried once.
    if (!webhook || webhook.disabledAt || expired) await markFailed(tx, delivery.id);
    else
      await scheduleRetry(
        tx,
        delivery.id,
        new Date(now.getTime() + backoffDelay(delivery.attempts, policy)),
      );
    const failingFor = webhook?.failingSince ? now.getTime() - webhook.failingSince.getTime() : 0;
    if (!webhook || webhook.disabledAt || failingFor < policy.disableAfterMs) {
      return webhook?.disabledAt || expired ? 'failed' : 'retry';
    }
    const disabled = await disableWebhook(tx, webhook.id, now);
    if (!disabled) return 'failed';
    await recordAudit(tx, {
      actorId: null,
      action: 'webhook.disable',
      targetId: webhook.id,
      after: { url: webhook.url, failingSince: webhook.failingSince!.toISOString() },
    });
    const managers = await managerIds(tx);
    const addresses = await ownerMailAddresses(tx, managers);
    await enqueueMails(
      tx,
      managers.flatMap((id) => {
        const recipient = addresses.get(id);
        if (!recipient) return [];
        return [
          {
            recipient,
            payload: {
              kind: 'webhook-disabled' as const,
              webhookId: webhook.id,
              url: webhook.url,
              failingSince: webhook.failingSince!.toISOString(),
            },
          },
        ];
      }),
    );
    return 'disabled';
  });
}
