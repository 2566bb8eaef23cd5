import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { MessageChannel } from '../db/enums';
import type { MailPayload } from '../db/mail-payload';
import { mailQueue } from '../db/schema';
import { claimDueRows, releaseClaimedRows, type ClaimOptions } from './claim-repository';

/** A message of the outbox: a mail, a text or a push, as the mail_queue table keeps it. */
export type OutboxRow = typeof mailQueue.$inferSelect;

export interface QueuedMail {
  /** 'email' unless said: a text goes to an E.164 mobile (enqueueText). */
  channel?: MessageChannel;
  recipient: string;
  payload: MailPayload;
  /** A message with a key can be queued once only (e.g. `reminder:42`). */
  dedupeKey?: string;
  runAt?: Date;
}

/** Rows per insert when queueing many at once: far below PostgreSQL's bind parameter limit. */
const QUEUE_BATCH = 500;

/** Inserts the messages, a few statements for many; a key already queued is skipped. */
export async function insertMessages(db: Executor, messages: readonly QueuedMail[]): Promise<void> {
  for (let start = 0; start < messages.length; start += QUEUE_BATCH) {
    await db
      .insert(mailQueue)
      .values(
        messages.slice(start, start + QUEUE_BATCH).map((message) => ({
          kind: message.payload.kind,
          channel: message.channel ?? 'email',
          recipient: message.recipient,
          payload: message.payload,
          dedupeKey: message.dedupeKey,
          runAt: message.runAt,
        })),
      )
      .onConflictDoNothing({ target: mailQueue.dedupeKey });
  }
}

/** Leases up to `limit` due messages to this worker (claim-repository.ts says how). */
export function claimDueMessages(db: Executor, options: ClaimOptions): Promise<OutboxRow[]> {
  return claimDueRows(db, mailQueue, options);
}

/** Hands claimed but untried messages back (shutdown), without counting the claim. */
export function releaseMessages(db: Executor, ids: readonly number[]): Promise<void> {
  return releaseClaimedRows(db, mailQueue, ids);
}

/**
 * Payload fields that are credentials: a reset link works as a password for an hour. They are
 * needed until the message is out (a retry renders it again), then nulled in the same update
 * that ends the row, so a database dump or a support query never shows a working link.
 */
const SECRET_PAYLOAD_FIELDS: Partial<Record<MailPayload['kind'], string[]>> = {
  'password-reset': ['resetUrl'],
  'email-verification': ['verifyUrl'],
  'sms-verification': ['code'],
};

/** The row's payload with its secret fields nulled, as an expression of the update ending it. */
export function scrubbedPayload() {
  const cases = Object.entries(SECRET_PAYLOAD_FIELDS).map(([kind, fields]) => {
    const nulls = JSON.stringify(Object.fromEntries(fields.map((field) => [field, null])));
    return sql`when ${kind} then ${mailQueue.payload} || ${nulls}::jsonb`;
  });
  return sql`case ${mailQueue.kind} ${sql.join(cases, sql` `)} else ${mailQueue.payload} end`;
}

const stillPending = (id: number) => and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending'));

/** Sent; a text keeps the provider's id, which its status callbacks name. */
export async function markMessageSent(
  db: Executor,
  id: number,
  now: Date,
  providerMessageId: string | null = null,
): Promise<void> {
  await db
    .update(mailQueue)
    .set({
      status: 'sent',
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      payload: scrubbedPayload(),
      providerMessageId,
    })
    .where(stillPending(id));
}

export async function scheduleMessageRetry(
  db: Executor,
  id: number,
  runAt: Date,
  error: string,
): Promise<void> {
  await db
    .update(mailQueue)
    .set({ runAt, lockedUntil: null, lastError: error })
    .where(stillPending(id));
}

export async function markMessageFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'failed', lockedUntil: null, lastError: error, payload: scrubbedPayload() })
    .where(stillPending(id));
}

/** Never to be sent (a text no longer wanted): kept with why, its secrets scrubbed. */
export async function holdMessage(db: Executor, id: number, reason: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'held', lockedUntil: null, lastError: reason, payload: scrubbedPayload() })
    .where(stillPending(id));
}

/** The browsers a push reached before some other failed: its retry goes to the others only. */
export async function recordPushedTo(db: Executor, id: number, pushedTo: number[]): Promise<void> {
  await db.update(mailQueue).set({ pushedTo }).where(stillPending(id));
}

/** Put off to `runAt` (a text in the quiet hours): not a try, so the claim is not counted. */
export async function deferMessage(db: Executor, id: number, runAt: Date): Promise<void> {
  await db
    .update(mailQueue)
    .set({ runAt, lockedUntil: null, attempts: sql`greatest(${mailQueue.attempts} - 1, 0)` })
    .where(stillPending(id));
}

/**
 * Withdraws the messages under these keys that are still waiting. `unclaimedOnly` keeps one a
 * worker has claimed (its lease running), which may be on the wire: its key still stands.
 */
export async function withdrawPendingMessages(
  db: Executor,
  dedupeKeys: readonly string[],
  options: { unclaimedOnly?: boolean } = {},
): Promise<void> {
  await db
    .delete(mailQueue)
    .where(
      and(
        inArray(mailQueue.dedupeKey, [...dedupeKeys]),
        eq(mailQueue.status, 'pending'),
        options.unclaimedOnly
          ? or(isNull(mailQueue.lockedUntil), lte(mailQueue.lockedUntil, sql`now()`))
          : undefined,
      ),
    );
}
