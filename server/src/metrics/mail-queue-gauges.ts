import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client';
import { safeError } from '../lib/log-safe';
import { readPendingMail } from './pending-mail-repository';

/**
 * The queue as every instance shares it, read when Prometheus scrapes. Both gauges come from
 * one query: prom-client collects them at the same time, so they share the read in flight.
 * While the database is away they read NaN rather than keeping the last value, and the rest of
 * the scrape (process metrics, HTTP errors) still answers.
 */
export function registerMailQueueGauges(
  registry: Registry,
  db: Database,
  options: { now: () => Date; logger: Logger },
): void {
  const read = sharedWhileRunning(() =>
    readPendingMail(db, options.now()).catch((error: unknown) => {
      options.logger.warn({ err: safeError(error) }, 'metrics: the mail queue could not be read');
      return undefined;
    }),
  );
  new Gauge({
    name: 'marina_mail_queue_pending',
    help: 'Mail and texts waiting to be sent (due, backing off, or put off to a later time), across all instances',
    registers: [registry],
    async collect() {
      const pending = await read();
      this.set(pending ? pending.count : NaN);
    },
  });
  new Gauge({
    name: 'marina_mail_queue_oldest_pending_seconds',
    help: 'How long the oldest due message has waited (since it came due; a retried one since it was queued); 0 when none waits',
    registers: [registry],
    async collect() {
      const pending = await read();
      const oldest = pending?.oldestQueuedAt;
      if (!pending) this.set(NaN);
      else this.set(oldest ? Math.max(0, (options.now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  });
}

/** Callers that ask while a read is running get that read, not a second one. */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= read().finally(() => {
      running = undefined;
    }));
}
