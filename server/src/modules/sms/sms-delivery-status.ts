import type { Database } from '../../db/client';
import type { SmsDeliveryStatus, SmsOptOutReason } from '../../db/enums';
import { advanceTextDelivery } from '../../outbox/text-delivery-repository';
import { optOutNumber } from './sms-opt-out-repository';
import { numberRefusalOf } from './twilio-errors';

const FAILURES: ReadonlySet<SmsDeliveryStatus> = new Set(['failed', 'undelivered']);

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
    const row = await advanceTextDelivery(tx, report, now);
    if (!row) return { mailId: null, optedOut: null };
    const refusal = FAILURES.has(report.status) ? numberRefusalOf(report.errorCode) : null;
    if (refusal) await optOutNumber(tx, row.recipient, refusal);
    return { mailId: row.id, optedOut: refusal };
  });
}
