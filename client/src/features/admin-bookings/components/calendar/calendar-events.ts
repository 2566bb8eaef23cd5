import type { AdminBooking } from '@shared/api-types';
import { SERVICE_LABELS } from '@shared/constants';
import { slotWallClock } from '@shared/marina-time';
import { formatServiceDate } from '@/lib/marina-dates';

export interface BookingEvent {
  booking: AdminBooking;
  title: string;
  start: Date;
  end: Date;
}

/** SPEC §2: an up arrow for a haul-out (the boat comes up), a down arrow for a launch. */
export const SERVICE_ARROWS = { 'haul-out': '↑', launch: '↓' } as const;

export function eventTitle(booking: AdminBooking): string {
  const mark = booking.needsNewDate ? ' ⚠' : booking.completed ? ' ✓' : '';
  return `${SERVICE_ARROWS[booking.serviceType]} ${booking.ownerName}${mark}`;
}

/** What a screen reader says for an event: the arrows and tick spelt out. */
export function eventLabel(booking: AdminBooking): string {
  const day = formatServiceDate(booking.bookingDate, 'EEE, MMM d');
  const state = booking.needsNewDate
    ? 'Needs a new date (weather hold)'
    : booking.completed
      ? 'Completed'
      : 'Pending';
  return `${SERVICE_LABELS[booking.serviceType]}: ${booking.ownerName}, ${day} at ${booking.timeSlot}, ${state}`;
}

/** Completed wins over the service colour: green says the job is done. */
export function eventTone(booking: AdminBooking): 'completed' | 'haul-out' | 'launch' {
  return booking.completed ? 'completed' : booking.serviceType;
}

/**
 * One calendar event per booking, placed at the deadline's marina wall-clock hour. An hour
 * long, so the week and day views draw it in the deadline's row.
 */
export function toBookingEvent(booking: AdminBooking): BookingEvent {
  const start = slotWallClock(booking.bookingDate, booking.timeSlot);
  const end = new Date(start.getTime());
  end.setHours(start.getHours() + 1);
  return { booking, title: eventTitle(booking), start, end };
}
