import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { safeError } from '../lib/log-safe';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import type { Metrics } from '../metrics/metrics';
import { markMessageFailed, scheduleMessageRetry, type OutboxRow } from './outbox-repository';

export interface OutboxPass {
  remindersQueued: number;
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /**
   * Held back for good: the recipient already had its daily cap, or (texts) the text is no
   * longer wanted (STOP, the choice turned off, the number changed).
   */
  held: number;
  /** Texts put off to the end of the quiet hours (SMS_QUIET_HOURS). */
  deferred: number;
}

export const emptyPass = (): OutboxPass => ({
  remindersQueued: 0,
  claimed: 0,
  sent: 0,
  retried: 0,
  failed: 0,
  held: 0,
  deferred: 0,
});

/** One channel's sender: delivers a claimed row and records what became of it. */
export interface ChannelSender {
  send(row: OutboxRow, pass: OutboxPass): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 12;
/** Waits of 0.5, 1, 2, 4, 4, 4 and 4 s by default: about 20 s, longer than a restart takes. */
const OUTCOME_ATTEMPTS = 8;

export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Kept in last_error and logged: the log-safe message (no SQL parameters), bounded. */
export function describe(error: unknown): string {
  return safeError(error).message.slice(0, 1000);
}

export interface OutcomeOptions {
  db: Database;
  log: Logger;
  /** True once the worker is stopping: a database that is away is no longer waited for. */
  stopping: () => boolean;
  /** The later of the worker's clock and the wall clock (outbox-worker.ts). */
  queueNow: () => Date;
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** The first wait before recording a message's outcome again while the database is away. */
  outcomeRetryMs: number;
  metrics?: Metrics;
}

/** How the senders record an outcome: the steps every channel shares. */
export interface Outcomes {
  /**
   * The message has gone (or its failure is known): recording it must outlast a database
   * restart of a few seconds, or the row's lease would hold it for leaseMs and a sent message
   * would then go again. Only a database that is away is waited for, and not while stopping.
   */
  record(write: () => Promise<void>): Promise<void>;
  /** A message that cannot be rendered will not render on a retry either. */
  giveUpUnrenderable(row: OutboxRow, error: unknown, pass: OutboxPass): Promise<void>;
  /** The transport failed: again later with backoff, or given up after the last attempt. */
  retryOrGiveUp(row: OutboxRow, error: unknown, pass: OutboxPass): Promise<void>;
}

export function createOutcomes(options: OutcomeOptions): Outcomes {
  const { db, log } = options;
  const noCount = { inc: () => {} };
  const failedCounter = (row: OutboxRow) =>
    (row.channel === 'sms'
      ? options.metrics?.texts.failed
      : row.channel === 'push'
        ? undefined
        : options.metrics?.mail.failed) ?? noCount;

  async function record(write: () => Promise<void>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await write();
        return;
      } catch (error) {
        if (options.stopping() || attempt >= OUTCOME_ATTEMPTS || !isDatabaseUnavailable(error))
          throw error;
        log.warn({ err: error, attempt }, 'database away while recording a message; retrying');
        await sleep(Math.min(options.outcomeRetryMs * 2 ** (attempt - 1), 4_000));
      }
    }
  }

  return {
    record,
    async giveUpUnrenderable(row, error, pass) {
      await record(() => markMessageFailed(db, row.id, describe(error)));
      log.error(
        { mailId: row.id, kind: row.kind, channel: row.channel, err: error },
        'message could not be rendered; given up',
      );
      failedCounter(row).inc({ kind: row.kind, outcome: 'given_up' });
      pass.failed++;
    },
    async retryOrGiveUp(row, error, pass) {
      const reason = describe(error);
      const what = row.channel === 'email' ? 'mail' : row.channel === 'sms' ? 'text' : 'push';
      if (row.attempts >= options.maxAttempts) {
        await record(() => markMessageFailed(db, row.id, reason));
        log.error(
          {
            mailId: row.id,
            kind: row.kind,
            // An email address is the office's to read in the log; a mobile is kept out of it.
            ...(row.channel === 'email' ? { to: row.recipient } : {}),
            attempts: row.attempts,
            error: reason,
          },
          `${what} failed for good after the last attempt`,
        );
        failedCounter(row).inc({ kind: row.kind, outcome: 'given_up' });
        pass.failed++;
      } else {
        const delay = backoffDelay(row.attempts, options.backoffBaseMs, options.backoffMaxMs);
        const runAt = new Date(options.queueNow().getTime() + delay);
        await record(() => scheduleMessageRetry(db, row.id, runAt, reason));
        log.warn(
          { mailId: row.id, kind: row.kind, attempts: row.attempts, retryAt: runAt, error: reason },
          `${what} not sent; will retry`,
        );
        failedCounter(row).inc({ kind: row.kind, outcome: 'will_retry' });
        pass.retried++;
      }
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
