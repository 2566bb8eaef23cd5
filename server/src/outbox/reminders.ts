import type { Executor } from '../db/client';
import { dedupeKeysOf } from './outbox';
import { withdrawPendingMessages } from './outbox-repository';

/**
 * The dedupe key of a booking's reminder for its current time: `reminder:{id}` as booked
 * (rows queued before reschedules existed keep theirs), `reminder:{id}:{sequence}` after each
 * reschedule, so a moved booking is reminded once more, once, for its new time.
 */
export function reminderDedupeKey(bookingId: number, sequence: number): string {
  return sequence > 0 ? `reminder:${bookingId}:${sequence}` : `reminder:${bookingId}`;
}

/**
 * A booking moved: a reminder queued for its old time and not sent yet names the wrong time,
 * so it is withdrawn, with its text. The reminder pass queues one for the new time under the new sequence.
 */
export async function withdrawPendingReminder(
  db: Executor,
  booking: { id: number; sequence: number },
): Promise<void> {
  await withdrawPendingMessages(db, dedupeKeysOf(reminderDedupeKey(booking.id, booking.sequence)));
}
