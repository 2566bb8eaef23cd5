import type { Router } from 'express';
import * as api from '@shared/api/push';
import { PUSH_MESSAGES as M } from '@shared/messages/push';
import { idParam } from '@shared/schemas/common';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@shared/schemas/push';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth } from '../../middleware/auth';
import { presentPushDevice, presentPushSubscription } from './push-presenter';
import {
  getPushKey,
  listPushDevices,
  removePushDevice,
  subscribePush,
  unsubscribePush,
} from './push-service';

/**
 * Web push (docs/product.md#web-push): a signed-in user's browsers subscribe to their booking news.
 */
export function pushRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.getPushKey, requireAuth, async (req, res) => {
    res.json({ publicKey: await getPushKey(ctx, currentUser(req)) });
  });

  on(router, api.savePushSubscription, requireAuth, async (req, res) => {
    const input = pushSubscriptionSchema.parse(req.body);
    const { subscription, created } = await subscribePush(ctx, currentUser(req), input, {
      userAgent: req.get('user-agent'),
    });
    res
      .status(created ? 201 : 200)
      .json({ subscription: presentPushSubscription(subscription), message: M.subscribed });
  });

  on(router, api.deletePushSubscription, requireAuth, async (req, res) => {
    await unsubscribePush(ctx, currentUser(req), pushUnsubscribeSchema.parse(req.body));
    res.status(204).end();
  });

  on(router, api.listPushDevices, requireAuth, async (req, res) => {
    const rows = await listPushDevices(ctx, currentUser(req));
    res.json({ subscriptions: rows.map(presentPushDevice) });
  });

  on(router, api.deletePushDevice, requireAuth, async (req, res) => {
    await removePushDevice(ctx, currentUser(req), idParam.parse(req.params));
    res.status(204).end();
  });

  return router;
}
