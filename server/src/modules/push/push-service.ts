import { PUSH_MESSAGES as M } from '@shared/messages/push';
import type { PushSubscriptionValues, PushUnsubscribeValues } from '@shared/schemas/push';
import { AddressRefusedError, checkTarget, type Resolve } from '../../lib/address-guard';
import type { AppContext } from '../../lib/context';
import type { Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isP256PublicKey } from '../../lib/vapid-key-pair';
import { browserLabel } from './browser-label';
import {
  removeSubscription,
  removeSubscriptionById,
  removeSubscriptionsOf,
  saveSubscription,
  subscriptionsOf,
  type PushSubscriptionRow,
} from './push-subscription-repository';
import { vapidDetailsOf } from './vapid-keys';

/** GET /api/push/key: what a browser subscribes with (never the private half). */
export async function getPushKey(ctx: AppContext, _actor: Express.User): Promise<string> {
  return (await vapidDetailsOf(ctx.config, ctx.db)).publicKey;
}

/**
 * 422 when the endpoint's host is no push service we may reach: a private, loopback or
 * link-local address, or none. The worker checks again at each send, since a name may point
 * elsewhere later.
 */
async function assertReachable(ctx: AppContext, endpoint: string, resolve?: Resolve) {
  try {
    await checkTarget(endpoint, { allowPrivate: ctx.config.PUSH_ALLOW_PRIVATE, resolve });
  } catch (error) {
    if (!(error instanceof AddressRefusedError)) throw error;
    const message = M.refused(error.message);
    throw new AppError(422, 'push_endpoint_refused', message, [{ path: 'endpoint', message }]);
  }
}

/**
 * POST /api/push/subscriptions: this browser now shows the user's booking news. `created` is
 * false when the endpoint was already the user's (its keys are refreshed). Another account's
 * endpoint moves only with the keys stored for it (409 otherwise, nothing changed): whoever
 * learnt an endpoint alone cannot take a browser's notifications away from its account.
 */
export async function subscribePush(
  ctx: AppContext,
  actor: Express.User,
  input: PushSubscriptionValues,
  options: { resolve?: Resolve; userAgent?: string } = {},
): Promise<{ subscription: PushSubscriptionRow; created: boolean }> {
  if (!isP256PublicKey(input.keys.p256dh)) {
    throw new AppError(400, 'invalid', M.p256dh, [{ path: 'keys.p256dh', message: M.p256dh }]);
  }
  await assertReachable(ctx, input.endpoint, options.resolve);
  const saved = await ctx.db.transaction((tx) =>
    saveSubscription(tx, {
      userId: actor.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      browser: browserLabel(options.userAgent),
      now: ctx.now(),
    }),
  );
  if (saved.kind === 'held') throw conflict('push_endpoint_held', M.held);
  return { subscription: saved.row, created: saved.created };
}

/** GET /api/push/subscriptions: the user's browsers, for /profile's list. */
export function listPushDevices(
  ctx: AppContext,
  actor: Express.User,
): Promise<PushSubscriptionRow[]> {
  return subscriptionsOf(ctx.db, actor.id);
}

/**
 * DELETE /api/push/subscriptions/{id}: one of the user's browsers, removed from any of them (a
 * lost phone). Another user's id is "not found" like one that never existed.
 */
export async function removePushDevice(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<void> {
  if (!(await removeSubscriptionById(ctx.db, actor.id, id))) throw notFound(M.deviceNotFound);
}

/**
 * DELETE /api/push/subscriptions: the user's own endpoint only. Another user's is "not found"
 * like one that never existed, so the answer tells nobody whose an endpoint is.
 */
export async function unsubscribePush(
  ctx: AppContext,
  actor: Express.User,
  input: PushUnsubscribeValues,
): Promise<void> {
  if (!(await removeSubscription(ctx.db, actor.id, input.endpoint)))
    throw notFound(M.notSubscribed);
}

/**
 * A password reset's or `npm run admin`'s share (in its transaction): no browser keeps the
 * account's news, since one may be an intruder's. A browser of the owner's that still holds
 * its subscription saves it again when they sign in there and open /profile.
 */
export async function endAllPushSubscriptions(tx: Executor, userId: number): Promise<void> {
  await removeSubscriptionsOf(tx, userId);
}
