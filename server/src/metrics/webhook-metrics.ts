import { Counter, type Registry } from 'prom-client';

/** Webhook deliveries (docs/product.md#integrations) as an operator watches them. */
export interface WebhookMetrics {
  delivered: Counter<'type'>;
  failed: Counter<'type' | 'outcome'>;
}

export function createWebhookMetrics(registry: Registry): WebhookMetrics {
  const registers = [registry];
  return {
    delivered: new Counter({
      name: 'marina_webhooks_delivered_total',
      help: 'Webhook deliveries an endpoint accepted (a 2xx answer), by event type',
      labelNames: ['type'],
      registers,
    }),
    failed: new Counter({
      name: 'marina_webhooks_failed_total',
      help: "Failed webhook attempts, by event type and what follows: 'will_retry' or 'given_up'",
      labelNames: ['type', 'outcome'],
      registers,
    }),
  };
}
