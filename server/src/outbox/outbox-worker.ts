import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { MessageChannel } from '../db/enums';
import { createPollLoop } from '../lib/poll-loop';
import type { Metrics } from '../metrics/metrics';
import { createSmsTransport, type SmsTransport } from '../modules/sms/sms-transport';
import { createEmailSender } from './email-sender';
import { createMailTransport, type MailTransport } from './email/transport';
import {
  createOutcomes,
  DEFAULT_MAX_ATTEMPTS,
  emptyPass,
  type ChannelSender,
  type OutboxPass,
} from './outcomes';
import { claimDueMessages, releaseMessages } from './outbox-repository';
import { createPushSender } from './push-sender';
import { createTextSender } from './text-sender';

export { backoffDelay, DEFAULT_MAX_ATTEMPTS, type OutboxPass } from './outcomes';

export interface OutboxWorkerOptions {
  db: Database;
  config: Config;
  logger: Logger;
  /** Defaults to SMTP_URL or the outbox folder, as the settings say. */
  transport?: MailTransport;
  /** Defaults to Twilio or DATA_DIR/outbox-sms, as the settings say. */
  smsTransport?: SmsTransport;
  now?: () => Date;
  /** Attempts before a message is given up as 'failed'; the default spans about 5 hours. */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claimed message stays invisible to other workers. */
  leaseMs?: number;
  batchSize?: number;
  /** The first wait before recording a message's outcome again while the database is away. */
  outcomeRetryMs?: number;
  /**
   * Queues the reminders now due before each batch, and says how many: the bookings module's
   * pass (modules/bookings/booking-reminders.ts), since a booking's claim is its table's.
   */
  queueReminders: (now: Date) => Promise<number>;
  /** Set when METRICS_PORT is: mail sent and failed, reminders queued, the worker's lag. */
  metrics?: Metrics;
  /** Tests only: the certificate of the local push endpoint, trusted besides the system's. */
  pushCa?: string;
}

export interface OutboxWorker {
  /** Polls every WORKER_POLL_MS, starting now. */
  start(): void;
  /**
   * Mail was queued (the mail_queued channel): a pass runs now, or right after the one in hand,
   * instead of at the next poll. Wakes during a pass fold into one more pass.
   */
  wake(): void;
  /** Finishes the message in hand, hands the rest of its batch back, and stops. */
  stop(): Promise<void>;
  /** One pass: queue due reminders, then send one batch. */
  runOnce(): Promise<OutboxPass>;
  /** Passes until nothing is due (tests, and a clean "send everything now"). */
  drain(): Promise<OutboxPass>;
}

/**
 * Sends the outbox: mail, texts and pushes from the one queue (docs/decisions/0003-mail-queue.md).
 * Each pass queues the reminders now due, leases a batch of due messages and hands each to its
 * channel's sender (email-sender.ts, text-sender.ts, push-sender.ts), which records what
 * became of it through the outcomes all channels share (outcomes.ts).
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config, logger } = options;
  const log = logger.child({ component: 'mail-worker' });
  const transport = options.transport ?? createMailTransport(config, log);
  const smsTransport = options.smsTransport ?? createSmsTransport(config, log);
  const clock = options.now ?? (() => new Date());
  // Rows queued without runAt carry the database's wall-clock time; a test clock may run ahead
  // of the wall clock (to reach a retry) but never makes fresh mail look like future mail.
  const queueNow = () => new Date(Math.max(clock().getTime(), Date.now()));
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const counted = options.metrics?.mail;

  const loop = createPollLoop({
    pass,
    emptyPass,
    idle: (step) => step.claimed === 0 && step.remindersQueued === 0,
    batchSize,
    pollMs: config.WORKER_POLL_MS,
    log,
    name: 'mail worker',
  });
  const outcomes = createOutcomes({
    db,
    log,
    stopping: loop.stopping,
    queueNow,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoffBaseMs: options.backoffBaseMs ?? 30_000,
    backoffMaxMs: options.backoffMaxMs ?? 60 * 60_000,
    outcomeRetryMs: options.outcomeRetryMs ?? 500,
    metrics: options.metrics,
  });
  const shared = { db, config, log, now: clock, outcomes, metrics: options.metrics };
  const senders: Record<MessageChannel, ChannelSender> = {
    email: createEmailSender({ ...shared, transport }),
    sms: createTextSender({ ...shared, transport: smsTransport }),
    push: createPushSender({ ...shared, ca: options.pushCa }),
  };

  async function pass(): Promise<OutboxPass> {
    const result = emptyPass();
    result.remindersQueued = await options.queueReminders(clock());
    counted?.remindersQueued.inc(result.remindersQueued);
    if (loop.stopping()) return result;
    const rows = await claimDueMessages(db, { now: queueNow(), leaseMs, limit: batchSize });
    result.claimed = rows.length;
    for (const [index, row] of rows.entries()) {
      if (loop.stopping()) {
        await releaseMessages(
          db,
          rows.slice(index).map((r) => r.id),
        );
        break;
      }
      await senders[row.channel].send(row, result);
    }
    counted?.worker.passCompleted();
    return result;
  }

  return {
    start() {
      loop.start();
      log.info({ transport: transport.kind, pollMs: config.WORKER_POLL_MS }, 'mail worker started');
      counted?.worker.started();
    },
    wake: loop.wake,
    async stop() {
      await loop.stop();
      transport.close();
    },
    runOnce: loop.runOnce,
    drain: loop.drain,
  };
}
