import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../constants';
import { idParam } from '../schemas/common';
import { deliveryParams, webhookSchema } from '../schemas/webhooks';
import { defineRoute } from './route';

const removed = z.strictObject({ message: z.string().min(1), id: z.number().int().positive() });

/** An endpoint as the Integrations tab lists it; its secret is shown only when made. */
export const webhookView = z.strictObject({
  id: z.number().int().positive(),
  url: z.string().min(1),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1),
  createdAt: z.string(),
  /** The first failure since the last success; null while it answers. */
  failingSince: z.string().nullable(),
  /** Set when three days of failures disabled it: nothing more is sent. */
  disabledAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookView>;

const attemptView = z.strictObject({
  /** The endpoint's HTTP status, or null when none came (a timeout, a refused address). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nonnegative(),
  attemptedAt: z.string(),
});

export const webhookDeliveryView = z.strictObject({
  id: z.number().int().positive(),
  /** The event's id, the same on every attempt (X-Marina-Webhook-Id). */
  eventId: z.uuid(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When the next try is due, while pending. */
  nextAttemptAt: z.string().nullable(),
  /** Oldest first. */
  attempts: z.array(attemptView),
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryView>;

export const createWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks',
  summary: 'Add a webhook endpoint: its signing secret is in this answer only',
  tag: 'Integrations',
  access: 'admin',
  permission: 'integrations',
  notWithApiToken: true,
  body: webhookSchema,
  responses: { 201: z.strictObject({ webhook: webhookView, secret: z.string().min(32) }) },
  errors: [409, 422],
});
export type CreatedWebhook = z.infer<(typeof createWebhook)['responses'][201]>;

export const listWebhooks = defineRoute({
  method: 'GET',
  path: '/api/webhooks',
  summary: 'The webhook endpoints, newest first',
  tag: 'Integrations',
  access: 'admin',
  permission: 'integrations',
  responses: { 200: z.strictObject({ webhooks: z.array(webhookView) }) },
  errors: [],
});

export const deleteWebhook = defineRoute({
  method: 'DELETE',
  path: '/api/webhooks/:id',
  summary: 'Remove a webhook endpoint and its deliveries',
  tag: 'Integrations',
  access: 'admin',
  permission: 'integrations',
  notWithApiToken: true,
  params: idParam,
  responses: { 200: removed },
  errors: [404],
});

export const listWebhookDeliveries = defineRoute({
  method: 'GET',
  path: '/api/webhooks/:id/deliveries',
  summary: 'An endpoint’s latest 100 deliveries, newest first, each with its attempts',
  tag: 'Integrations',
  access: 'admin',
  permission: 'integrations',
  params: idParam,
  responses: { 200: z.strictObject({ deliveries: z.array(webhookDeliveryView) }) },
  errors: [404],
});

export const retryWebhookDelivery = defineRoute({
  method: 'POST',
  path: '/api/webhooks/:id/deliveries/:deliveryId/retry',
  summary: 'Send a delivery again now, delivered or failed, with the same event id',
  tag: 'Integrations',
  access: 'admin',
  permission: 'integrations',
  params: deliveryParams,
  responses: { 202: z.strictObject({ delivery: webhookDeliveryView }) },
  errors: [404],
});
