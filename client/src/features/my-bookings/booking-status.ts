import type { Booking, CancelledBooking, CancelledBy } from '@shared/api-types';
import { slotStart } from '@shared/marina-time';

/** Where a booking stands for its owner. Only an upcoming one can still be cancelled. */
export type BookingStatus =
  | { kind: 'upcoming' }
  | { kind: 'completed' }
  | { kind: 'past' }
  | { kind: 'cancelled'; at: string; by: CancelledBy };

export interface StatusedBooking {
  booking: Booking;
  status: BookingStatus;
}

/** Completed wins over the date; past once the deadline has come, in marina time. */
export function statusOf(booking: Booking, now: Date, timeZone: string): BookingStatus {
  if (booking.completed) return { kind: 'completed' };
  const deadline = slotStart(booking.bookingDate, booking.timeSlot, timeZone);
  return deadline.getTime() <= now.getTime() ? { kind: 'past' } : { kind: 'upcoming' };
}

/**
 * The page's two lists: upcoming bookings soonest first (the server's order), and the history
 * (past, completed and cancelled) latest date first.
 */
export function splitByStatus(
  active: Booking[],
  cancelled: CancelledBooking[],
  now: Date,
  timeZone: string,
): { upcoming: StatusedBooking[]; history: StatusedBooking[] } {
  const statused = active.map((booking) => ({ booking, status: statusOf(booking, now, timeZone) }));
  const history: StatusedBooking[] = [
    ...statused.filter((entry) => entry.status.kind !== 'upcoming'),
    ...cancelled.map((booking) => ({
      booking,
      status: { kind: 'cancelled' as const, at: booking.cancelledAt, by: booking.cancelledBy },
    })),
  ];
  history.sort(
    (a, b) =>
      slotStart(b.booking.bookingDate, b.booking.timeSlot, timeZone).getTime() -
        slotStart(a.booking.bookingDate, a.booking.timeSlot, timeZone).getTime() ||
      b.booking.id - a.booking.id,
  );
  return { upcoming: statused.filter((entry) => entry.status.kind === 'upcoming'), history };
}
