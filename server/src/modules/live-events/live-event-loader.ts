import type { Executor } from '../../db/client';
import { presentBooking, presentCancelledBooking } from '../bookings/booking-presenter';
import { closuresOf } from '../capacity/deadline-closures';
import { bookingsOf, type EventRow } from './event-log-repository';
import { presentLiveEvent, type LiveEvent } from './live-event-presenter';

/**
 * Events as they are sent: each booking read now (so a late event shows the booking as it is,
 * never as it was), all of them in one query, with their deadlines' closures in one more.
 */
export async function loadLiveEvents(
  db: Executor,
  rows: readonly EventRow[],
): Promise<LiveEvent[]> {
  if (rows.length === 0) return [];
  const found = await bookingsOf(
    db,
    rows.map((row) => row.bookingId),
  );
  const closureOf = await closuresOf(
    db,
    found.filter((row) => !row.cancelledAt),
  );
  // A cancelled booking goes as it was, with when and by whom (BookingEvent in shared/).
  const byId = new Map(
    found.map((row) => [
      row.id,
      row.cancelledAt ? presentCancelledBooking(row) : presentBooking(row, closureOf(row)),
    ]),
  );
  return rows.map((row) => presentLiveEvent(row, byId.get(row.bookingId)));
}
