import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import { safeError } from '../lib/log-safe';

interface PendingMail {
  count: number;
  oldestQueuedAt: Date | null;
}

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

/**
 * A message put off to a later time and never tried yet (a status mail's Undo window, a text
 * held for the end of the quiet hours) is not late: it waits from when it comes due. One tried
 * and backing off waits from when it was queued, so an outage shows as a growing age.
 */
async function readPendingMail(db: Database, now: Date): Promise<PendingMail> {
  const notYetDue = sql`${mailQueue.attempts} = 0 and ${mailQueue.runAt} > ${now.toISOString()}::timestamptz`;
  const waitingSince = sql`case when ${mailQueue.attempts} = 0
    then greatest(${mailQueue.createdAt}, ${mailQueue.runAt}) else ${mailQueue.createdAt} end`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestQueuedAt:
        sql<Date | null>`min(${waitingSince}) filter (where not (${notYetDue}))`.mapWith(
          mailQueue.createdAt,
        ),
    })
    .from(mailQueue)
    .where(eq(mailQueue.status, 'pending'));
  return row ?? { count: 0, oldestQueuedAt: null };
}

/** Callers that ask while a read is running get that read, not a second one. */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= read().finally(() => {
      running = undefined;
    }));
}
