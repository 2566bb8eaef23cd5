import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { deleteBatch } from './purge-repository';
import { noPurges, purgesFor, type PurgeCounts } from './purges';
import { expireWaitlistBatch } from './waitlist-expiry';

export type { PurgeCounts };

export interface HousekeeperOptions {
  db: Database;
  config: Pick<
    Config,
    'MAIL_RETENTION_DAYS' | 'HOUSEKEEPING_INTERVAL_MS' | 'HOUSEKEEPING_BATCH_SIZE'
  > &
    /** The marina's zone, for waitlist expiry; without it (purge-only tests) that is off. */
    Partial<Pick<Config, 'MARINA_TZ'>>;
  logger: Logger;
  now?: () => Date;
  /** How long after start() the first pass runs. */
  firstPassDelayMs?: number;
}

export interface Housekeeper {
  /** A first pass soon, then one every HOUSEKEEPING_INTERVAL_MS; never keeps the process up. */
  start(): void;
  /** Finishes the batch in hand, starts no other, and resolves once nothing is running. */
  stop(): Promise<void>;
  /** Purges every table in batches until none is left; how many rows went from each. */
  runOnce(): Promise<PurgeCounts>;
}

/** Late enough not to add to start-up's work, soon enough that a restart loop still purges. */
const FIRST_PASS_DELAY_MS = 15_000;

/**
 * Deletes the rows nothing will read again (expired sessions, closed rate-limit windows,
 * idempotency keys past their day, dead reset tokens, finished mail past MAIL_RETENTION_DAYS,
 * booking events past their day, webhook events past their month),
 * so the tables stay the size of what is live, and marks waitlist entries whose deadline is
 * within 24 hours as expired. Every instance runs one; their batches skip each other's rows.
 */
export function createHousekeeper(options: HousekeeperOptions): Housekeeper {
  const { db, config } = options;
  const log = options.logger.child({ component: 'housekeeping' });
  const clock = options.now ?? (() => new Date());
  const batchSize = config.HOUSEKEEPING_BATCH_SIZE;
  const purges = purgesFor({ mailRetentionDays: config.MAIL_RETENTION_DAYS });

  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;

  async function pass(): Promise<PurgeCounts> {
    const counts = noPurges();
    const now = clock();
    for (const purge of purges) {
      while (!stopping) {
        const deleted = await deleteBatch(db, purge, now, batchSize);
        counts[purge.name] += deleted;
        // A short batch means none left, or the rest is locked by an instance purging it.
        if (deleted < batchSize) break;
        // Requests waiting for the pool get their turn between batches.
        await nextTurn();
      }
    }
    if (Object.values(counts).some((n) => n > 0)) log.info({ deleted: counts }, 'purged old rows');
    await expireWaitlist(now);
    return counts;
  }

  /** Waitlist entries whose deadline entered the 24-hour window end as expired, in batches. */
  async function expireWaitlist(now: Date): Promise<void> {
    const timeZone = config.MARINA_TZ;
    if (!timeZone) return;
    let expired = 0;
    while (!stopping) {
      const n = await expireWaitlistBatch(db, now, timeZone, batchSize);
      expired += n;
      if (n < batchSize) break;
      await nextTurn();
    }
    if (expired > 0) log.info({ expired }, 'expired waitlist entries');
  }

  /** One pass at a time, so stop() can wait for the one in hand. */
  function runOnce(): Promise<PurgeCounts> {
    const run = (current ?? Promise.resolve()).catch(() => {}).then(pass);
    current = run;
    return run;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => {
          log.error({ err: error }, 'housekeeping pass failed; will retry at the next interval');
        })
        .finally(() => {
          if (!stopping) schedule(config.HOUSEKEEPING_INTERVAL_MS);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      stopping = false;
      schedule(
        Math.min(options.firstPassDelayMs ?? FIRST_PASS_DELAY_MS, config.HOUSEKEEPING_INTERVAL_MS),
      );
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current?.catch(() => {});
    },
    runOnce,
  };
}
