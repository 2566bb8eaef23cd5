import type { Router } from 'express';
import * as api from '@shared/api/webhooks';
import { idParam } from '@shared/schemas/common';
import { deliveryParams, webhookSchema } from '@shared/schemas/webhooks';
import { WEBHOOK_MESSAGES as M } from '@shared/messages/webhooks';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import { presentDelivery, presentWebhook } from './webhook-presenter';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
} from './webhook-service';

/**
 * Signed webhooks (docs/product.md#integrations): the endpoints an admin keeps on the Integrations
 * tab.
 */
export function webhookRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.createWebhook, async (req, res) => {
    const input = webhookSchema.parse(req.body);
    const { webhook, secret } = await createWebhook(ctx, currentUser(req), input);
    res.status(201).json({ webhook: presentWebhook(webhook), secret });
  });

  on(router, api.listWebhooks, async (_req, res) => {
    res.json({ webhooks: (await listWebhooks(ctx)).map(presentWebhook) });
  });

  on(router, api.deleteWebhook, async (req, res) => {
    const { id } = await deleteWebhook(ctx, currentUser(req), idParam.parse(req.params));
    res.json({ message: M.removed, id });
  });

  on(router, api.listWebhookDeliveries, async (req, res) => {
    const deliveries = await listDeliveries(ctx, idParam.parse(req.params));
    res.json({ deliveries: deliveries.map(presentDelivery) });
  });

  on(router, api.retryWebhookDelivery, async (req, res) => {
    const delivery = await retryDelivery(ctx, currentUser(req), deliveryParams.parse(req.params));
    res.status(202).json({ delivery: presentDelivery(delivery) });
  });

  return router;
}
