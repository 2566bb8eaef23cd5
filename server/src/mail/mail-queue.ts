import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import type { bookings } from '../db/schema';
import { mailQueue } from '../db/schema';
import type { MessageChannel } from '../db/enums';
import { pushesFor } from '../modules/push/push-recipients';
import { textsFor } from '../modules/sms/sms-recipients';
import type { BookingSnapshot, MailPayload } from '../db/mail-payload';
import { newsReachOf } from './news-reach';

export type { BookingSnapshot, MailPayload };

/** Copies what the mail needs now: the row may change or go before the mail is sent. */
export function bookingSnapshot(row: typeof bookings.$inferSelect): BookingSnapshot {
  return {
    id: row.id,
    confirmationCode: row.confirmationCode,
    serviceType: row.serviceType,
    bookingDate: row.bookingDate,
    timeSlot: row.timeSlot,
    sourceSlipType: row.sourceSlipType,
    destination: row.destination,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    userId: row.userId,
    specialRequests: row.specialRequests,
    sequence: row.sequence,
  };
}

export interface QueuedMail {
  /** 'email' unless said: a text goes to an E.164 mobile (enqueueText). */
  channel?: MessageChannel;
  recipient: string;
  payload: MailPayload;
  /** A message with a key can be queued once only (e.g. `reminder:42`). */
  dedupeKey?: string;
  runAt?: Date;
}

/**
 * Queue mail inside the caller's transaction: it is sent only if the change commits, and
 * the API never waits for SMTP (DESIGN §7). The worker in mail/ delivers it.
 */
export async function enqueueMail(db: Executor, message: QueuedMail): Promise<void> {
  await enqueueMails(db, [message]);
}

/** Rows per insert when queueing many at once: far below PostgreSQL's bind parameter limit. */
const QUEUE_BATCH = 500;

/**
 * enqueueMail for many messages, a few inserts rather than one per message. A mail about a
 * booking brings its text along when the owner has texts on for its kind (sms/sms-recipients),
 * and its push when the owner has a subscribed browser (push/push-recipients), queued with it
 * in the same transaction, under the mail's key as 'sms:' or 'push:' + key. One lookup finds
 * both for the whole batch (news-reach).
 */
export async function enqueueMails(db: Executor, mails: readonly QueuedMail[]): Promise<void> {
  const payloads = mails.map((mail) => mail.payload);
  const reach = await newsReachOf(db, payloads);
  const texts = textsFor(payloads, (userId) => reach.get(userId)?.text);
  const pushes = pushesFor(payloads, (userId) => reach.get(userId)?.browser ?? false);
  const companions = (mail: QueuedMail, index: number): QueuedMail[] => {
    if ((mail.channel ?? 'email') !== 'email') return [];
    const keyed = (keyOf: (mailKey: string) => string) =>
      mail.dedupeKey === undefined ? undefined : keyOf(mail.dedupeKey);
    const text = texts[index];
    const push = pushes[index];
    return [
      ...(text
        ? [{ ...text, channel: 'sms' as const, dedupeKey: keyed(textDedupeKey), runAt: mail.runAt }]
        : []),
      ...(push
        ? [
            {
              ...push,
              channel: 'push' as const,
              dedupeKey: keyed(pushDedupeKey),
              runAt: mail.runAt,
            },
          ]
        : []),
    ];
  };
  await insertMessages(db, [...mails, ...mails.flatMap(companions)]);
}

async function insertMessages(db: Executor, messages: readonly QueuedMail[]): Promise<void> {
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

/**
 * Queue a text (issue 28) in the caller's transaction: the same queue, worker and rules as
 * mail. `recipient` is an E.164 mobile; the worker renders the payload as a text.
 */
export async function enqueueText(
  db: Executor,
  message: Omit<QueuedMail, 'channel'>,
): Promise<void> {
  await insertMessages(db, [{ ...message, channel: 'sms' }]);
}

/**
 * The dedupe keys of the text and the push that go with a keyed mail ('sms:reminder:42',
 * 'push:reminder:42'): each is queued once, and a withdrawal withdraws all (dedupeKeysOf).
 */
export const textDedupeKey = (mailKey: string) => `sms:${mailKey}`;
export const pushDedupeKey = (mailKey: string) => `push:${mailKey}`;

/** A keyed message's mail, text and push keys, for withdrawing them together. */
export const dedupeKeysOf = (mailKey: string) => [
  mailKey,
  textDedupeKey(mailKey),
  pushDedupeKey(mailKey),
];

export type MailRow = typeof mailQueue.$inferSelect;

/**
 * Leases up to `limit` due messages to this worker. SKIP LOCKED lets several instances claim at
 * once without waiting on or taking each other's rows; the lease (locked_until) hands a row back
 * to everyone if its worker dies mid-send. attempts counts claims, so a message that keeps
 * crashing its worker still ends as 'failed'.
 */
export async function claimDueMail(
  db: Executor,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<MailRow[]> {
  const now = options.now.toISOString();
  const due = sql`select q.id from mail_queue q
    where q.status = 'pending' and q.run_at <= ${now}::timestamptz
      and (q.locked_until is null or q.locked_until <= ${now}::timestamptz)
    order by q.run_at, q.id
    limit ${options.limit}
    for update skip locked`;
  const rows = await db
    .update(mailQueue)
    .set({
      lockedUntil: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${mailQueue.attempts} + 1`,
    })
    .where(sql`${mailQueue.id} in (${due})`)
    .returning();
  return rows.sort((a, b) => a.id - b.id);
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

function scrubbedPayload() {
  const cases = Object.entries(SECRET_PAYLOAD_FIELDS).map(([kind, fields]) => {
    const nulls = JSON.stringify(Object.fromEntries(fields.map((field) => [field, null])));
    return sql`when ${kind} then ${mailQueue.payload} || ${nulls}::jsonb`;
  });
  return sql`case ${mailQueue.kind} ${sql.join(cases, sql` `)} else ${mailQueue.payload} end`;
}

/** Namespace of the per-recipient advisory locks (727_001 to 727_005 are taken elsewhere). */
const RECIPIENT_LOCK_CLASS = 727_010;
const CAP_WINDOW_MS = 24 * 60 * 60_000;
export const RECIPIENT_CAP_REASON = 'held: the recipient reached its daily mail cap';

/**
 * The per-recipient daily cap (DESIGN §7), decided just before sending: under a lock on the
 * recipient (lower case), count the messages to it counted in the last 24 hours that are sent
 * or still on their way; below the cap this one is counted too and may go, at the cap it is
 * held for good (its links scrubbed). The lock makes the count-then-count step atomic across
 * workers and instances; counting at admission rather than at sending keeps the lock short
 * (never held over SMTP). A retried message was counted on its first try and goes again.
 */
export async function admitUnderRecipientCap(
  db: Database,
  row: Pick<MailRow, 'id' | 'recipient' | 'countedAt'>,
  options: { now: Date; cap: number },
): Promise<boolean> {
  if (row.countedAt) return true;
  return db.transaction(async (tx) => {
    const recipient = row.recipient.trim().toLowerCase();
    await tx.execute(
      sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_CLASS}, hashtext(${recipient}))`,
    );
    const since = new Date(options.now.getTime() - CAP_WINDOW_MS).toISOString();
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(mailQueue)
      .where(
        sql`lower(${mailQueue.recipient}) = ${recipient}
          and ${mailQueue.countedAt} > ${since}::timestamptz
          and ${mailQueue.status} in ('pending', 'sent')
          and ${mailQueue.id} <> ${row.id}`,
      );
    if ((counted?.n ?? 0) >= options.cap) {
      await tx
        .update(mailQueue)
        .set({
          status: 'held',
          lockedUntil: null,
          lastError: RECIPIENT_CAP_REASON,
          payload: scrubbedPayload(),
        })
        .where(and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'pending')));
      return false;
    }
    await tx.update(mailQueue).set({ countedAt: options.now }).where(eq(mailQueue.id, row.id));
    return true;
  });
}

/** Sent; a text keeps the provider's id, which its status callbacks name. */
export async function markMailSent(
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
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending')));
}

export async function scheduleMailRetry(
  db: Executor,
  id: number,
  runAt: Date,
  error: string,
): Promise<void> {
  await db
    .update(mailQueue)
    .set({ runAt, lockedUntil: null, lastError: error })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending')));
}

export async function markMailFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'failed', lockedUntil: null, lastError: error, payload: scrubbedPayload() })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending')));
}

/** Never to be sent (a text no longer wanted): kept with why, its secrets scrubbed. */
export async function holdMail(db: Executor, id: number, reason: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'held', lockedUntil: null, lastError: reason, payload: scrubbedPayload() })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending')));
}

/** The browsers a push reached before some other failed: its retry goes to the others only. */
export async function recordPushedTo(db: Executor, id: number, pushedTo: number[]): Promise<void> {
  await db
    .update(mailQueue)
    .set({ pushedTo })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending')));
}

/** Put off to `runAt` (a text in the quiet hours): not a try, so the claim is not counted. */
export async function deferMail(db: Executor, id: number, runAt: Date): Promise<void> {
  await db
    .update(mailQueue)
    .set({ runAt, lockedUntil: null, attempts: sql`greatest(${mailQueue.attempts} - 1, 0)` })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending')));
}

/** Hands claimed but untried messages back (shutdown), without counting the claim. */
export async function releaseMail(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailQueue)
    .set({ lockedUntil: null, attempts: sql`greatest(${mailQueue.attempts} - 1, 0)` })
    .where(and(inArray(mailQueue.id, ids), eq(mailQueue.status, 'pending')));
}
