import { z } from 'zod';
import { API_TOKEN_SCOPES, WEBHOOK_EVENT_TYPES } from '../constants';
import { idParam } from '../schemas/common';
import { apiTokenSchema, deliveryParams, webhookSchema } from '../schemas/integrations';
import { defineRoute } from './route';

const removed = z.strictObject({ message: z.string().min(1), id: z.number().int().positive() });

/** An API token as the Integrations tab lists it; its secret is shown only when made. */
export const apiTokenView = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The secret's first characters ('mt_3kQ9…'), to tell tokens apart. */
  prefix: z.string().min(1),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The admin it acts as; null never happens while the token exists (it goes with them). */
  owner: z.strictObject({
    id: z.number().int().positive(),
    ownerName: z.string(),
    email: z.string(),
  }),
});
export type ApiToken = z.infer<typeof apiTokenView>;

export const createApiToken = defineRoute({
  method: 'POST',
  path: '/api/tokens',
  summary: 'Create an API token: its secret is in this answer only',
  tag: 'Integrations',
  access: 'admin',
  notWithApiToken: true,
  body: apiTokenSchema,
  responses: { 201: z.strictObject({ token: apiTokenView, secret: z.string().min(32) }) },
  errors: [409],
});
export type CreatedApiToken = z.infer<(typeof createApiToken)['responses'][201]>;

export const listApiTokens = defineRoute({
  method: 'GET',
  path: '/api/tokens',
  summary: 'Every admin’s API tokens, newest first',
  tag: 'Integrations',
  access: 'admin',
  responses: { 200: z.strictObject({ tokens: z.array(apiTokenView) }) },
  errors: [],
});

export const revokeApiToken = defineRoute({
  method: 'DELETE',
  path: '/api/tokens/:id',
  summary: 'Revoke an API token: it stops working at once',
  tag: 'Integrations',
  access: 'admin',
  notWithApiToken: true,
  params: idParam,
  responses: { 200: removed },
  errors: [404],
});

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
  responses: { 200: z.strictObject({ webhooks: z.array(webhookView) }) },
  errors: [],
});

export const deleteWebhook = defineRoute({
  method: 'DELETE',
  path: '/api/webhooks/:id',
  summary: 'Remove a webhook endpoint and its deliveries',
  tag: 'Integrations',
  access: 'admin',
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
  params: deliveryParams,
  responses: { 202: z.strictObject({ delivery: webhookDeliveryView }) },
  errors: [404],
});
