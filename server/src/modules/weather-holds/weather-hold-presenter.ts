import type { WeatherHold, WeatherHoldMove } from '@shared/api/weather-holds';
import type { BookingRow } from '../bookings/booking-repository';
import type { PlannedMove } from './hold-plan';
import type { WeatherHoldRow } from './weather-hold-repository';

export function presentHold(row: WeatherHoldRow, createdByName: string | null): WeatherHold {
  return {
    id: row.id,
    date: row.date,
    timeSlots: row.timeSlots,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdBy === null ? null : { id: row.createdBy, ownerName: createdByName ?? '' },
    moved: row.moved,
    unplaced: row.unplaced,
    liftedAt: row.liftedAt?.toISOString() ?? null,
  };
}

export function presentMove({ booking, to }: PlannedMove<BookingRow>): WeatherHoldMove {
  return {
    bookingId: booking.id,
    confirmationCode: booking.confirmationCode,
    ownerName: booking.ownerName,
    serviceType: booking.serviceType,
    from: { bookingDate: booking.bookingDate, timeSlot: booking.timeSlot },
    to,
  };
}
