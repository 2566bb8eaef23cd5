import { z } from 'zod';
import { API_TOKEN_SCOPES } from '../constants';
import { apiTokenSchema } from '../schemas/api-tokens';
import { idParam } from '../schemas/common';
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
  permission: 'integrations',
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
  permission: 'integrations',
  responses: { 200: z.strictObject({ tokens: z.array(apiTokenView) }) },
  errors: [],
});

export const revokeApiToken = defineRoute({
  method: 'DELETE',
  path: '/api/tokens/:id',
  summary: 'Revoke an API token: it stops working at once',
  tag: 'Integrations',
  access: 'admin',
  permission: 'integrations',
  notWithApiToken: true,
  params: idParam,
  responses: { 200: removed },
  errors: [404],
});
