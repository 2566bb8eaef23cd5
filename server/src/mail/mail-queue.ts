import type { Executor } from '../db/client';
import { mailQueue } from '../db/schema';

/** What a booking email needs, copied at the time of the change (the row may go later). */
export interface BookingSnapshot {
  id: number;
  confirmationCode: string;
  serviceType: string;
  bookingDate: string;
  timeSlot: string;
  sourceSlipType: string;
  destination: string;
  ownerName: string;
  ownerEmail: string;
  specialRequests: string | null;
}

export type MailPayload =
  | { kind: 'booking-confirmed'; booking: BookingSnapshot; bookedByAdmin: boolean }
  | { kind: 'booking-cancelled'; booking: BookingSnapshot; cancelledByAdmin: boolean }
  | { kind: 'booking-reminder'; booking: BookingSnapshot }
  | { kind: 'date-closed'; booking: BookingSnapshot; reason: string | null }
  | { kind: 'password-reset'; email: string; ownerName: string; resetUrl: string };

export interface QueuedMail {
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
  await db
    .insert(mailQueue)
    .values({
      kind: message.payload.kind,
      recipient: message.recipient,
      payload: message.payload,
      dedupeKey: message.dedupeKey,
      runAt: message.runAt,
    })
    .onConflictDoNothing({ target: mailQueue.dedupeKey });
}
