import type { Booking, CancelledBooking, CancelledBy } from '@shared/api/booking-views';
import { marinaToday, slotStart } from '@shared/marina-time';

/**
 * Where a booking stands for its owner. Only an upcoming one can still be cancelled or moved:
 * a boat in the slings, a done service (completed) and a missed one are the yard's to settle.
 */
export type BookingStatus =
  | { kind: 'upcoming' }
  | { kind: 'in_progress' }
  | { kind: 'completed' }
  | { kind: 'missed' }
  | { kind: 'past' }
  | { kind: 'cancelled'; at: string; by: CancelledBy };

export interface StatusedBooking {
  booking: Booking;
  status: BookingStatus;
}

/** What the yard did wins over the date; past once the deadline has come, in marina time. */
export function statusOf(booking: Booking, now: Date, timeZone: string): BookingStatus {
  if (booking.completed || booking.serviceStatus === 'done') return { kind: 'completed' };
  if (booking.serviceStatus === 'no_show') return { kind: 'missed' };
  if (booking.serviceStatus === 'in_progress') return { kind: 'in_progress' };
  const deadline = slotStart(booking.bookingDate, booking.timeSlot, timeZone);
  return deadline.getTime() <= now.getTime() ? { kind: 'past' } : { kind: 'upcoming' };
}

/**
 * In front: what is still to come and what the yard is doing or did on the service day itself
 * (a boat in the slings, done, missed), so the owner sees that day's outcome without opening
 * the history. A service finished on any other day is history, as before the live yard.
 */
function inFront({ booking, status }: StatusedBooking, today: string): boolean {
  if (status.kind === 'upcoming' || status.kind === 'in_progress') return true;
  return (status.kind === 'completed' || status.kind === 'missed') && booking.bookingDate === today;
}

/**
 * The page's two lists: the front one soonest first (the server's order), and the history
 * (past, completed, missed and cancelled) latest date first.
 */
export function splitByStatus(
  active: Booking[],
  cancelled: CancelledBooking[],
  now: Date,
  timeZone: string,
): { upcoming: StatusedBooking[]; history: StatusedBooking[] } {
  const today = marinaToday(now, timeZone);
  const statused = active.map((booking) => ({ booking, status: statusOf(booking, now, timeZone) }));
  const history: StatusedBooking[] = [
    ...statused.filter((entry) => !inFront(entry, today)),
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
  return { upcoming: statused.filter((entry) => inFront(entry, today)), history };
}
