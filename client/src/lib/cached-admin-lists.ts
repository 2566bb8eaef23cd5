import type { QueryClient } from '@tanstack/react-query';
import type { AdminBookingList, Booking } from '@shared/api/booking-views';
import { queryKeys } from './query-keys';

/**
 * The cached admin lists (the Bookings list, calendar and day sheet), changed in place so a
 * screen shows a change before the lists are read again. Each list keeps what it joined (the
 * owner's profile and account); a list without the booking is left as it is.
 */
function updateCachedLists(
  queryClient: QueryClient,
  bookingId: number,
  change: (list: AdminBookingList) => AdminBookingList,
) {
  queryClient.setQueriesData<AdminBookingList>({ queryKey: queryKeys.adminBookings }, (list) =>
    list?.bookings?.some((row) => row.id === bookingId) ? change(list) : list,
  );
}

/** The row takes `patch` (some fields, or the whole booking the server returned). */
export function patchCachedBooking(
  queryClient: QueryClient,
  bookingId: number,
  patch: Partial<Booking>,
) {
  updateCachedLists(queryClient, bookingId, (list) => ({
    ...list,
    bookings: list.bookings.map((row) => (row.id === bookingId ? { ...row, ...patch } : row)),
  }));
}

/** The row leaves every list that holds it, and that list's total counts one fewer. */
export function removeCachedBooking(queryClient: QueryClient, bookingId: number) {
  updateCachedLists(queryClient, bookingId, (list) => ({
    ...list,
    bookings: list.bookings.filter((row) => row.id !== bookingId),
    total: Math.max(0, list.total - 1),
  }));
}

/**
 * After a status or lift change: the server's booking shows at once, then every booking read
 * is read again.
 */
export function showServerBooking(queryClient: QueryClient, booking: Booking) {
  patchCachedBooking(queryClient, booking.id, booking);
  return queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
}
