import { z } from 'zod';
import { flagSetting } from './setting-types';

/**
 * Webhooks (docs/product.md#integrations): how long an endpoint may take to answer, and, for
 * tests only, leave to send to private addresses and over plain http (never in production: it
 * opens the network behind the server to anyone who can add an endpoint).
 */
export const webhookSettings = {
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_ALLOW_PRIVATE: flagSetting,
};
