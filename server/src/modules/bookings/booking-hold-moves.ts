import type { Transaction } from '../../db/client';
import { bookingSnapshot, enqueueMail } from '../../outbox/outbox';
import { withdrawPendingReminder } from '../../outbox/reminders';
import { recordAudit } from '../audit/audit-log';
import { moveBooking, updateBooking, type BookingRow } from './booking-repository';

type Deadline = Pick<BookingRow, 'bookingDate' | 'timeSlot'>;
/** The hold a booking moves for, and where its owner's mail goes (read for all at once). */
interface Hold {
  id: number;
  reason: string;
  recipient: string;
}

const deadlineOf = (row: Deadline): Deadline => ({
  bookingDate: row.bookingDate,
  timeSlot: row.timeSlot,
});

/**
 * A weather hold moves a booking to the deadline it found for it: same id, code and details,
 * the invite's SEQUENCE up one, the old reminder withdrawn, the owner mailed and the move
 * audited under the hold. The caller holds both deadlines' slot locks and has checked the
 * place is free.
 */
export async function moveForHold(
  tx: Transaction,
  actorId: number,
  booking: BookingRow,
  to: Deadline,
  hold: Hold,
): Promise<BookingRow> {
  const moved = await moveBooking(tx, booking.id, to);
  await withdrawPendingReminder(tx, booking);
  await enqueueMail(tx, {
    recipient: hold.recipient,
    payload: {
      kind: 'weather-hold',
      booking: bookingSnapshot(moved),
      previous: deadlineOf(booking),
      reason: hold.reason,
      moved: true,
    },
  });
  await recordAudit(tx, {
    actorId,
    action: 'booking.weather-move',
    targetId: booking.id,
    before: deadlineOf(booking),
    after: { ...deadlineOf(moved), holdId: hold.id, reason: hold.reason },
  });
  return moved;
}

/**
 * No later place for it: the booking stays on the held deadline, flagged, and its owner is
 * asked to choose a new date.
 */
export async function askForNewDate(
  tx: Transaction,
  booking: BookingRow,
  hold: Hold,
): Promise<BookingRow> {
  const flagged = await updateBooking(tx, booking.id, { needsNewDate: true });
  await enqueueMail(tx, {
    recipient: hold.recipient,
    payload: {
      kind: 'weather-hold',
      booking: bookingSnapshot(flagged),
      previous: deadlineOf(booking),
      reason: hold.reason,
      moved: false,
    },
  });
  return flagged;
}
