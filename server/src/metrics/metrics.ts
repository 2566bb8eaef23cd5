import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { createLiveEventMetrics, type LiveEventMetrics } from './live-event-metrics';
import { registerMailQueueGauges } from './mail-queue-gauges';
import { registerPoolGauges } from './pool-gauges';
import { createWebhookMetrics, type WebhookMetrics } from './webhook-metrics';
import { createWorkerLag, type WorkerLag } from './worker-lag';

/**
 * Everything an operator can watch, on one registry per app instance: tests build many apps in
 * one process, and prom-client's global registry would refuse the second set of names.
 * Names carry the `marina_` prefix; prom-client's process and Node.js metrics keep their
 * standard names, which ready-made dashboards expect.
 */
export interface Metrics {
  registry: Registry;
  http: {
    /** Its `_count` is the request count: a separate counter would repeat every series. */
    requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  };
  bookings: {
    created: Counter<'kind'>;
    refused: Counter<'kind' | 'reason'>;
  };
  mail: {
    sent: Counter<'kind'>;
    failed: Counter<'kind' | 'outcome'>;
    held: Counter<'kind'>;
    remindersQueued: Counter;
    worker: WorkerLag;
  };
  /** Texts (docs/product.md#text-messages), sent by the same worker from the same queue. */
  texts: {
    sent: Counter<'kind'>;
    failed: Counter<'kind' | 'outcome'>;
    held: Counter<'kind' | 'reason'>;
    deferred: Counter<'kind'>;
  };
  liveEvents: LiveEventMetrics;
  /** Webhook deliveries (docs/product.md#integrations). */
  webhooks: WebhookMetrics;
}

export interface MetricsOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** The wall clock for ages and lag; tests pass their own. */
  now?: () => Date;
}

/** Latency buckets from a fast cached read (a few ms) to a slow export (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const now = options.now ?? (() => new Date());
  collectDefaultMetrics({ register: registry });

  const metrics: Metrics = {
    registry,
    http: {
      requestDuration: new Histogram({
        name: 'marina_http_request_duration_seconds',
        help: 'HTTP requests by method, route pattern and status code, with their duration',
        labelNames: ['method', 'route', 'status_code'],
        buckets: HTTP_BUCKETS,
        registers,
      }),
    },
    bookings: {
      created: new Counter({
        name: 'marina_bookings_created_total',
        help: "Bookings placed, by kind: 'own' (an owner for themself) or 'office' (for a customer)",
        labelNames: ['kind'],
        registers,
      }),
      refused: new Counter({
        name: 'marina_bookings_refused_total',
        help: 'Booking requests refused, by kind and reason (the API error code)',
        labelNames: ['kind', 'reason'],
        registers,
      }),
    },
    mail: {
      sent: new Counter({
        name: 'marina_mail_sent_total',
        help: 'Mail handed to the transport, by kind (reminders are kind booking-reminder)',
        labelNames: ['kind'],
        registers,
      }),
      failed: new Counter({
        name: 'marina_mail_failed_total',
        help: "Failed mail attempts, by kind and what follows: 'will_retry' or 'given_up'",
        labelNames: ['kind', 'outcome'],
        registers,
      }),
      held: new Counter({
        name: 'marina_mail_held_total',
        help: 'Mail held back, never sent, because its recipient reached MAIL_MAX_PER_RECIPIENT_PER_DAY, by kind',
        labelNames: ['kind'],
        registers,
      }),
      remindersQueued: new Counter({
        name: 'marina_reminders_queued_total',
        help: 'Booking reminders queued by this instance (each is sent as mail kind booking-reminder)',
        registers,
      }),
      worker: createWorkerLag(registry, now),
    },
    texts: {
      sent: new Counter({
        name: 'marina_texts_sent_total',
        help: 'Texts handed to Twilio (or the outbox), by kind',
        labelNames: ['kind'],
        registers,
      }),
      failed: new Counter({
        name: 'marina_texts_failed_total',
        help: "Failed text attempts, by kind and what follows: 'will_retry', 'given_up' or 'number_refused'",
        labelNames: ['kind', 'outcome'],
        registers,
      }),
      held: new Counter({
        name: 'marina_texts_held_total',
        help: "Texts never sent, by kind and reason: 'cap' (SMS_MAX_PER_NUMBER_PER_DAY) or 'not_wanted' (opted out, stopped or turned off since queued)",
        labelNames: ['kind', 'reason'],
        registers,
      }),
      deferred: new Counter({
        name: 'marina_texts_deferred_total',
        help: 'Texts put off to the end of SMS_QUIET_HOURS, by kind',
        labelNames: ['kind'],
        registers,
      }),
    },
    liveEvents: createLiveEventMetrics(registry),
    webhooks: createWebhookMetrics(registry),
  };
  registerMailQueueGauges(registry, options.database.db, { now, logger: options.logger });
  registerPoolGauges(registry, options.database);
  return metrics;
}
