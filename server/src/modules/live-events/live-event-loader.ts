import type { Booking, CancelledBooking } from '@shared/api/booking-views';
import type { Executor } from '../../db/client';
import { presentBooking, presentCancelledBooking } from '../bookings/booking-presenter';
import { boatsOf } from '../boats/booking-boats';
import { closuresOf } from '../capacity/deadline-closures';
import { bookingsOf, type EventRow } from './event-log-repository';
import { presentLiveEvent, type LiveEvent } from './live-event-presenter';

/**
 * The bookings some events name, each read now (so a late event shows the booking as it is,
 * never as it was) and presented as the API presents it, by id: all of them in one query, with
 * their deadlines' closures in one more. A cancelled booking goes as it was, with when and by
 * whom (BookingEvent in shared/); a deleted one is absent.
 */
export async function presentEventBookings(
  db: Executor,
  rows: readonly EventRow[],
): Promise<Map<number, Booking | CancelledBooking>> {
  if (rows.length === 0) return new Map();
  const found = await bookingsOf(
    db,
    rows.map((row) => row.bookingId),
  );
  const closureOf = await closuresOf(
    db,
    found.filter((row) => !row.cancelledAt),
  );
  const boatOf = await boatsOf(db, found);
  return new Map(
    found.map((row) => [
      row.id,
      row.cancelledAt
        ? presentCancelledBooking(row, boatOf(row))
        : presentBooking(row, closureOf(row), boatOf(row)),
    ]),
  );
}

/** Events as they are sent, each with its booking as it is now. */
export async function loadLiveEvents(
  db: Executor,
  rows: readonly EventRow[],
): Promise<LiveEvent[]> {
  const byId = await presentEventBookings(db, rows);
  return rows.map((row) => presentLiveEvent(row, byId.get(row.bookingId)));
}
