import type { Logger } from 'pino';
import type { Config } from '../config';
import { createPollLoop } from '../lib/poll-loop';
import type { Database } from '../db/client';
import { safeError } from '../lib/log-safe';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import type { Metrics } from '../metrics/metrics';
import { pushToBrowsers } from '../modules/push/push-delivery';
import { quietHoursEnd } from '../modules/sms/quiet-hours';
import { optOutNumber } from '../modules/sms/sms-opt-out-repository';
import { textStillWanted } from '../modules/sms/sms-recipients';
import { renderText, textSiteOf } from '../modules/sms/sms-texts';
import { createSmsTransport, NumberRefusedError, type SmsTransport } from '../modules/sms/sms-transport';
import { textMayWait } from '../modules/sms/text-urgency';
import {
  admitUnderRecipientCap,
  claimDueMail,
  deferMail,
  holdMail,
  markMailFailed,
  markMailSent,
  recordPushedTo,
  releaseMail,
  scheduleMailRetry,
  type MailRow,
} from './mail-queue';
import { renderMail } from './templates';
import { createMailTransport, type MailTransport } from './transport';

export interface MailWorkerOptions {
  db: Database;
  config: Config;
  logger: Logger;
  /** Defaults to SMTP_URL or the outbox, as the settings say. */
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

export interface WorkerPass {
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

const emptyPass = (): WorkerPass => ({
  remindersQueued: 0,
  claimed: 0,
  sent: 0,
  retried: 0,
  failed: 0,
  held: 0,
  deferred: 0,
});

export interface MailWorker {
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
  runOnce(): Promise<WorkerPass>;
  /** Passes until nothing is due (tests, and a clean "send everything now"). */
  drain(): Promise<WorkerPass>;
}

export const DEFAULT_MAX_ATTEMPTS = 12;
const TEXT_NOT_WANTED_REASON =
  'held: the number opted out, or the owner turned these texts off, since it was queued';
/** Waits of 0.5, 1, 2, 4, 4, 4 and 4 s by default: about 20 s, longer than a restart takes. */
const OUTCOME_ATTEMPTS = 8;

export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config, logger } = options;
  const log = logger.child({ component: 'mail-worker' });
  const transport = options.transport ?? createMailTransport(config, log);
  const smsTransport = options.smsTransport ?? createSmsTransport(config, log);
  const textSite = textSiteOf(config);
  const clock = options.now ?? (() => new Date());
  // Rows queued without runAt carry the database's wall-clock time; a test clock may run ahead
  // of the wall clock (to reach a retry) but never makes fresh mail look like future mail.
  const queueNow = () => new Date(Math.max(clock().getTime(), Date.now()));
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const baseMs = options.backoffBaseMs ?? 30_000;
  const maxMs = options.backoffMaxMs ?? 60 * 60_000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const counted = options.metrics?.mail;
  const textsCounted = options.metrics?.texts;
  const outcomeRetryMs = options.outcomeRetryMs ?? 500;

  const loop = createPollLoop({
    pass,
    emptyPass,
    idle: (step) => step.claimed === 0 && step.remindersQueued === 0,
    batchSize,
    pollMs: config.WORKER_POLL_MS,
    log,
    name: 'mail worker',
  });

  /**
   * The message has gone (or its failure is known): recording it must outlast a database
   * restart of a few seconds, or the row's lease would hold it for leaseMs and a sent message
   * would then go again. Only a database that is away is waited for, and not while stopping.
   */
  async function recordOutcome(write: () => Promise<void>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await write();
        return;
      } catch (error) {
        if (loop.stopping() || attempt >= OUTCOME_ATTEMPTS || !isDatabaseUnavailable(error))
          throw error;
        log.warn({ err: error, attempt }, 'database away while recording a message; retrying');
        await sleep(Math.min(outcomeRetryMs * 2 ** (attempt - 1), 4_000));
      }
    }
  }

  async function deliver(row: MailRow, pass: WorkerPass) {
    if (row.channel === 'sms') await deliverText(row, pass);
    else if (row.channel === 'push') await deliverPush(row, pass);
    else await deliverMail(row, pass);
  }

  /**
   * A push (issue 32): to each of the owner's subscribed browsers, no quiet hours and no daily
   * cap (docs/decisions/0027-web-push.md). Browsers that took it are kept on the row, so a
   * retry after another browser's push service failed goes to that one alone.
   */
  async function deliverPush(row: MailRow, pass: WorkerPass) {
    const result = await pushToBrowsers(row, {
      db,
      config,
      site: textSite,
      ca: options.pushCa,
      now: clock,
    });
    if (result.kind === 'unrenderable') return giveUpUnrenderable(row, result.error, pass);
    if (result.gone > 0) log.info({ mailId: row.id, gone: result.gone }, 'push subscriptions gone');
    if (result.kind === 'retry') {
      await recordOutcome(() => recordPushedTo(db, row.id, result.pushedTo));
      return retryOrGiveUp(row, new Error(result.reason), pass);
    }
    if (result.kind === 'held') {
      await recordOutcome(() => holdMail(db, row.id, result.reason));
      pass.held++;
      return;
    }
    await recordOutcome(() => markMailSent(db, row.id, clock()));
    pass.sent++;
  }

  async function deliverMail(row: MailRow, pass: WorkerPass) {
    const admitted = await admitUnderRecipientCap(db, row, {
      now: clock(),
      cap: config.MAIL_MAX_PER_RECIPIENT_PER_DAY,
    });
    if (!admitted) {
      // No address in the log: it is the flooded person's, and the count says enough.
      log.warn(
        { mailId: row.id, kind: row.kind, cap: config.MAIL_MAX_PER_RECIPIENT_PER_DAY },
        'mail held: its recipient reached the daily cap',
      );
      counted?.held.inc({ kind: row.kind });
      pass.held++;
      return;
    }
    let rendered;
    try {
      rendered = renderMail(
        {
          marinaName: config.MARINA_NAME,
          appUrl: config.APP_URL,
          timeZone: config.MARINA_TZ,
          mailFrom: config.MAIL_FROM,
          now: clock(),
        },
        row.payload,
      );
    } catch (error) {
      await giveUpUnrenderable(row, error, pass);
      return;
    }
    try {
      await transport.send({
        ...rendered,
        id: row.id,
        messageUuid: row.messageUuid,
        kind: row.kind,
        to: row.recipient,
      });
    } catch (error) {
      await retryOrGiveUp(row, error, pass);
      return;
    }
    await recordOutcome(() => markMailSent(db, row.id, clock()));
    counted?.sent.inc({ kind: row.kind });
    pass.sent++;
  }

  /**
   * A text: the same steps as a mail, with three more. Quiet hours put off a text that may
   * wait (text-urgency.ts) without counting a try; one no longer wanted (STOP, the choice
   * turned off since it was queued) is held; a number the provider refuses for good is opted
   * out, and the text given up at once.
   */
  async function deliverText(row: MailRow, pass: WorkerPass) {
    const now = clock();
    if (!(await textStillWanted(db, row))) {
      await recordOutcome(() => holdMail(db, row.id, TEXT_NOT_WANTED_REASON));
      textsCounted?.held.inc({ kind: row.kind, reason: 'not_wanted' });
      pass.held++;
      return;
    }
    const quietEnd = quietHoursEnd(now, config.MARINA_TZ, config.SMS_QUIET_HOURS);
    if (quietEnd && textMayWait(row, now, config.MARINA_TZ)) {
      await recordOutcome(() => deferMail(db, row.id, quietEnd));
      log.info({ mailId: row.id, kind: row.kind, until: quietEnd }, 'text put off: quiet hours');
      textsCounted?.deferred.inc({ kind: row.kind });
      pass.deferred++;
      return;
    }
    const admitted = await admitUnderRecipientCap(db, row, {
      now,
      cap: config.SMS_MAX_PER_NUMBER_PER_DAY,
    });
    if (!admitted) {
      log.warn(
        { mailId: row.id, kind: row.kind, cap: config.SMS_MAX_PER_NUMBER_PER_DAY },
        'text held: its number reached the daily cap',
      );
      textsCounted?.held.inc({ kind: row.kind, reason: 'cap' });
      pass.held++;
      return;
    }
    let body;
    try {
      body = renderText(textSite, row.payload);
      if (body === null) throw new Error(`no text is written for ${row.kind}`);
    } catch (error) {
      await giveUpUnrenderable(row, error, pass);
      return;
    }
    let sent;
    try {
      sent = await smsTransport.send({ id: row.id, kind: row.kind, to: row.recipient, body });
    } catch (error) {
      if (error instanceof NumberRefusedError) {
        await recordOutcome(async () => {
          await markMailFailed(db, row.id, describe(error));
          await optOutNumber(db, row.recipient, error.reason);
        });
        log.warn(
          { mailId: row.id, kind: row.kind, reason: error.reason },
          'text refused: its number gets no more texts',
        );
        textsCounted?.failed.inc({ kind: row.kind, outcome: 'number_refused' });
        pass.failed++;
        return;
      }
      await retryOrGiveUp(row, error, pass);
      return;
    }
    await recordOutcome(() => markMailSent(db, row.id, clock(), sent.providerMessageId));
    textsCounted?.sent.inc({ kind: row.kind });
    pass.sent++;
  }

  /** A message that cannot be rendered will not render on a retry either. */
  async function giveUpUnrenderable(row: MailRow, error: unknown, pass: WorkerPass) {
    await recordOutcome(() => markMailFailed(db, row.id, describe(error)));
    log.error(
      { mailId: row.id, kind: row.kind, channel: row.channel, err: error },
      'message could not be rendered; given up',
    );
    failedCounter(row).inc({ kind: row.kind, outcome: 'given_up' });
    pass.failed++;
  }

  /** The transport failed: again later with backoff, or given up after the last attempt. */
  async function retryOrGiveUp(row: MailRow, error: unknown, pass: WorkerPass) {
    const reason = describe(error);
    const what = row.channel === 'email' ? 'mail' : row.channel === 'sms' ? 'text' : 'push';
    if (row.attempts >= maxAttempts) {
      await recordOutcome(() => markMailFailed(db, row.id, reason));
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
      const runAt = new Date(queueNow().getTime() + backoffDelay(row.attempts, baseMs, maxMs));
      await recordOutcome(() => scheduleMailRetry(db, row.id, runAt, reason));
      log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, retryAt: runAt, error: reason },
        `${what} not sent; will retry`,
      );
      failedCounter(row).inc({ kind: row.kind, outcome: 'will_retry' });
      pass.retried++;
    }
  }

  const noCount = { inc: () => {} };
  const failedCounter = (row: MailRow) =>
    (row.channel === 'sms'
      ? textsCounted?.failed
      : row.channel === 'push'
        ? undefined
        : counted?.failed) ?? noCount;

  async function pass(): Promise<WorkerPass> {
    const result = emptyPass();
    result.remindersQueued = await options.queueReminders(clock());
    counted?.remindersQueued.inc(result.remindersQueued);
    if (loop.stopping()) return result;
    const rows = await claimDueMail(db, { now: queueNow(), leaseMs, limit: batchSize });
    result.claimed = rows.length;
    for (const [index, row] of rows.entries()) {
      if (loop.stopping()) {
        await releaseMail(
          db,
          rows.slice(index).map((r) => r.id),
        );
        break;
      }
      await deliver(row, result);
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

/** Kept in last_error and logged: the log-safe message (no SQL parameters), bounded. */
function describe(error: unknown): string {
  return safeError(error).message.slice(0, 1000);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
