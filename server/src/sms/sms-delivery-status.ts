import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { SmsDeliveryStatus, SmsOptOutReason } from '../db/enums';
import { mailQueue } from '../db/schema';
import { optOutNumber } from './sms-opt-outs';
import { numberRefusalOf } from './twilio-errors';

/**
 * Where a text stands at Twilio, from its status callbacks (issue 28). Callbacks may arrive out
 * of order or twice, so each status has a rank and a row only moves forward: a late 'sent'
 * after 'delivered' changes nothing. The three outcomes share the last rank, so none replaces
 * another.
 */
const RANK: Record<SmsDeliveryStatus, number> = {
  accepted: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
};
const FAILURES: ReadonlySet<SmsDeliveryStatus> = new Set(['failed', 'undelivered']);

// The ranks are our constants, written into the statement; only the statuses are parameters.
const rankOfRow = sql`case ${mailQueue.deliveryStatus} ${sql.join(
  Object.entries(RANK).map(([status, rank]) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;

export interface DeliveryReport {
  /** Twilio's MessageSid: the mail_queue row's provider_message_id. */
  sid: string;
  status: SmsDeliveryStatus;
  /** Twilio's ErrorCode, on a failure. */
  errorCode: string | undefined;
}

export interface DeliveryOutcome {
  /** The text's queue row, when the status moved it; null for an unknown sid or a stale status. */
  mailId: number | null;
  /** Why the text's number was opted out by this report, if it was. */
  optedOut: SmsOptOutReason | null;
}

/**
 * Records a status callback on its text. A failure whose code says the number cannot take
 * texts (twilio-errors.ts) opts out the number the text went to, in the same transaction; the
 * number comes from our row, never from the callback's To.
 */
export async function recordDeliveryStatus(
  db: Database,
  report: DeliveryReport,
  now: Date,
): Promise<DeliveryOutcome> {
  return db.transaction(async (tx) => {
    // One conditional update: two callbacks racing on a row are ordered by its lock, and the
    // second re-reads the first's status before it decides.
    const [row] = await tx
      .update(mailQueue)
      .set({ deliveryStatus: report.status, deliveryStatusAt: now })
      .where(
        and(
          eq(mailQueue.providerMessageId, report.sid),
          eq(mailQueue.channel, 'sms'),
          or(isNull(mailQueue.deliveryStatus), lt(rankOfRow, RANK[report.status])),
        ),
      )
      .returning({ id: mailQueue.id, recipient: mailQueue.recipient });
    if (!row) return { mailId: null, optedOut: null };
    const refusal = FAILURES.has(report.status) ? numberRefusalOf(report.errorCode) : null;
    if (refusal) await optOutNumber(tx, row.recipient, refusal);
    return { mailId: row.id, optedOut: refusal };
  });
}
