import type { Booking } from '@shared/api/booking-views';
import type { BookingWithClosure } from '../bookings/booking-reads';
import { presentBooking } from '../bookings/booking-presenter';

/** A booking after the crew changed its status: the booking as every other answer shows one. */
export function presentStatusChange({ booking, closure, boat }: BookingWithClosure): Booking {
  return presentBooking(booking, closure, boat);
}
