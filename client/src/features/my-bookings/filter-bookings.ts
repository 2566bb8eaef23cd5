import type { Booking } from '@shared/api/booking-views';

/**
 * Case-insensitive substring search over code, owner and service type (docs/product.md#screens).
 */
export function filterBookings(bookings: Booking[], search: string): Booking[] {
  const term = search.trim().toLowerCase();
  if (!term) return bookings;
  return bookings.filter((b) =>
    [b.confirmationCode, b.ownerName, b.serviceType].some((field) =>
      field.toLowerCase().includes(term),
    ),
  );
}
