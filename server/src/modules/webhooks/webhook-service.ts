import { WEBHOOK_MESSAGES as M } from '@shared/messages/webhooks';
import { MAX_WEBHOOKS, type webhookSchema } from '@shared/schemas/webhooks';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { AddressRefusedError, checkTarget, type Resolve } from '../../lib/address-guard';
import {
  findWebhook,
  insertWebhook,
  latestDeliveries,
  listAllWebhooks,
  lockWebhookCount,
  removeWebhook,
  requeueDelivery,
  type DeliveryListRow,
  type WebhookRow,
} from './webhook-repository';
import { newWebhookSecret } from './webhook-signature';

/** The deliveries list shows this many, newest first. */
export const DELIVERIES_LISTED = 100;

type NewWebhook = z.output<typeof webhookSchema>;

/**
 * 422 with the guard's reason when the URL could not be sent to now: the same check runs
 * again at every send, since what a name resolves to may change after it is saved.
 */
async function assertReachable(ctx: AppContext, url: string, resolve?: Resolve): Promise<void> {
  try {
    await checkTarget(url, { allowPrivate: ctx.config.WEBHOOK_ALLOW_PRIVATE, resolve });
  } catch (error) {
    if (!(error instanceof AddressRefusedError)) throw error;
    throw new AppError(422, 'webhook_url_refused', M.refused(error.message), [
      { path: 'url', message: M.refused(error.message) },
    ]);
  }
}

/** POST /api/webhooks: the endpoint, and its secret (returned this once, kept to sign). */
export async function createWebhook(
  ctx: AppContext,
  actor: Express.User,
  input: NewWebhook,
  options: { resolve?: Resolve } = {},
): Promise<{ webhook: WebhookRow; secret: string }> {
  await assertReachable(ctx, input.url, options.resolve);
  const secret = newWebhookSecret();
  return ctx.db.transaction(async (tx) => {
    if ((await lockWebhookCount(tx)) >= MAX_WEBHOOKS) {
      throw conflict('too_many_webhooks', M.tooMany);
    }
    const webhook = await insertWebhook(tx, { ...input, secret, createdBy: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook.create',
      targetId: webhook.id,
      after: { url: webhook.url, events: webhook.events },
    });
    return { webhook, secret };
  });
}

export function listWebhooks(ctx: AppContext): Promise<WebhookRow[]> {
  return listAllWebhooks(ctx.db);
}

export async function deleteWebhook(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<WebhookRow> {
  return ctx.db.transaction(async (tx) => {
    const removed = await removeWebhook(tx, id);
    if (!removed) throw notFound(M.notFound);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook.delete',
      targetId: id,
      before: { url: removed.url, events: removed.events },
    });
    return removed;
  });
}

export async function listDeliveries(
  ctx: AppContext,
  { id }: { id: number },
): Promise<DeliveryListRow[]> {
  if (!(await findWebhook(ctx.db, id))) throw notFound(M.notFound);
  return latestDeliveries(ctx.db, id, { limit: DELIVERIES_LISTED });
}

/**
 * Sends a delivery again, delivered or failed, with the same event id: it is made pending and
 * due now, and the worker sends it (never while another worker holds its lease). On an
 * endpoint disabled after three days of failures it is tried once; if that succeeds the
 * endpoint is enabled again (the worker's choice), since the admin has shown it answers.
 */
export async function retryDelivery(
  ctx: AppContext,
  actor: Express.User,
  ids: { id: number; deliveryId: number },
): Promise<DeliveryListRow> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findWebhook(tx, ids.id))) throw notFound(M.notFound);
    if (!(await requeueDelivery(tx, ids.id, ids.deliveryId))) throw notFound(M.deliveryNotFound);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook.retry',
      targetId: ids.id,
      after: { deliveryId: ids.deliveryId },
    });
  });
  const [row] = await latestDeliveries(ctx.db, ids.id, { limit: 1, deliveryId: ids.deliveryId });
  return row!;
}
