import type { Booking } from '@shared/api/booking-views';
import type { Lift } from '@shared/api/lifts';
import type { BookingWithClosure } from '../bookings/booking-reads';
import { presentBooking } from '../bookings/booking-presenter';
import type { LiftRow } from './lift-repository';

export function presentLift(row: LiftRow): Lift {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    maxWeightKg: row.maxWeightKg,
    maxBeamM: row.maxBeamM,
    maxLengthM: row.maxLengthM,
    perDeadline: row.perDeadline,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A booking after its lift changed: the booking as every other answer shows one. */
export function presentLiftedBooking({ booking, closure, boat }: BookingWithClosure): Booking {
  return presentBooking(booking, closure, boat);
}
