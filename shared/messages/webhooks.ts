import { MAX_WEBHOOKS } from '../schemas/webhooks';

/**
 * What the webhook routes answer (docs/product.md#integrations), in one place for the server and
 * its tests.
 */
export const WEBHOOK_MESSAGES = {
  removed: 'Webhook removed',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: `At most ${MAX_WEBHOOKS} webhooks: remove one before adding another`,
  /** `reason` is the guard's, e.g. 'refused: private address 127.0.0.1'. */
  refused: (reason: string) =>
    `That URL cannot receive webhooks (${reason.replace(/^refused: /, '')}): use a public https address`,
} as const;
