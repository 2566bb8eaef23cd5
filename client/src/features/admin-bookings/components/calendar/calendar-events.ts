import type { AdminBooking, BookingClosure } from '@shared/api/booking-views';
import { SERVICE_LABELS, SERVICE_STATUS_LABELS, type TimeSlot } from '@shared/constants';
import { slotWallClock } from '@shared/marina-time';
import { formatServiceDate } from '@/lib/marina-dates';
import { closedLabel } from '../closed-marker';

export interface BookingEvent {
  kind: 'booking';
  booking: AdminBooking;
  title: string;
  start: Date;
  end: Date;
}

/** Every booking of one deadline when it holds more than one: one block instead of slivers. */
export interface DeadlineGroupEvent {
  kind: 'group';
  /** The marina date and deadline, 'yyyy-MM-dd 10:00 AM'. */
  key: string;
  bookingDate: string;
  timeSlot: TimeSlot;
  bookings: AdminBooking[];
  /** A deadline closes as a whole, so its bookings share one closure. */
  closure: BookingClosure | null;
  title: string;
  start: Date;
  end: Date;
}

export type CalendarEntry = BookingEvent | DeadlineGroupEvent;

/**
 * docs/product.md#screens: an up arrow for a haul-out (the boat comes up), a down arrow for a
 * launch.
 */
export const SERVICE_ARROWS = { 'haul-out': '↑', launch: '↓' } as const;

export function eventTitle(booking: AdminBooking): string {
  const mark = booking.needsNewDate ? ' ⚠' : booking.completed ? ' ✓' : '';
  return `${SERVICE_ARROWS[booking.serviceType]} ${booking.ownerName}${mark}`;
}

/** Completed or Pending (docs/product.md#bookings-tab), unless the day has the boat in the slings or missed it. */
export function stateText(booking: AdminBooking): string {
  if (booking.needsNewDate) return 'Needs a new date (weather hold)';
  if (booking.serviceStatus === 'in_progress' || booking.serviceStatus === 'no_show')
    return SERVICE_STATUS_LABELS[booking.serviceStatus];
  return booking.completed ? 'Completed' : 'Pending';
}

/** What a screen reader says for an event: the arrows and tick spelt out. */
export function eventLabel(booking: AdminBooking): string {
  const day = formatServiceDate(booking.bookingDate, 'EEE, MMM d');
  const closed = booking.closure ? `, ${closedLabel(booking.closure)}` : '';
  return `${SERVICE_LABELS[booking.serviceType]}: ${booking.ownerName}, ${day} at ${booking.timeSlot}, ${stateText(booking)}${closed}`;
}

/** A deadline block's line and its name on a button: '10:00 AM · 4 services'. */
export const groupTitle = (timeSlot: string, count: number) => `${timeSlot} · ${count} services`;

export function groupLabel(group: DeadlineGroupEvent): string {
  const day = formatServiceDate(group.bookingDate, 'EEE, MMM d');
  const closed = group.closure ? `, ${closedLabel(group.closure)}` : '';
  return `${groupTitle(group.timeSlot, group.bookings.length)}, ${day}${closed}: list them`;
}

/** Completed wins over the service colour: green says the job is done. */
export function eventTone(booking: AdminBooking): 'completed' | 'haul-out' | 'launch' {
  return booking.completed ? 'completed' : booking.serviceType;
}

/**
 * An hour from the deadline's marina wall-clock time, so the week and day views draw it in
 * the deadline's row.
 */
function deadlineHour(booking: AdminBooking): { start: Date; end: Date } {
  const start = slotWallClock(booking.bookingDate, booking.timeSlot);
  const end = new Date(start.getTime());
  end.setHours(start.getHours() + 1);
  return { start, end };
}

export function toBookingEvent(booking: AdminBooking): BookingEvent {
  return { kind: 'booking', booking, title: eventTitle(booking), ...deadlineHour(booking) };
}

/**
 * The calendar's events: a booking alone on its deadline as itself, the bookings of a busier
 * deadline as one block (the week and day views would otherwise split the hour into columns
 * too narrow for a name). Order follows the bookings', which the server sorts by date.
 */
export function toCalendarEntries(bookings: AdminBooking[]): CalendarEntry[] {
  const byDeadline = new Map<string, AdminBooking[]>();
  for (const booking of bookings) {
    const key = `${booking.bookingDate} ${booking.timeSlot}`;
    const list = byDeadline.get(key);
    if (list) list.push(booking);
    else byDeadline.set(key, [booking]);
  }
  return [...byDeadline].map(([key, list]): CalendarEntry => {
    const first = list[0]!;
    if (list.length === 1) return toBookingEvent(first);
    return {
      kind: 'group',
      key,
      bookingDate: first.bookingDate,
      timeSlot: first.timeSlot,
      bookings: list,
      closure: list.find((booking) => booking.closure)?.closure ?? null,
      title: groupTitle(first.timeSlot, list.length),
      ...deadlineHour(first),
    };
  });
}
