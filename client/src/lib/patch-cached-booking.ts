import type { QueryClient } from '@tanstack/react-query';
import type { AdminBookingList, Booking } from '@shared/api-types';
import { queryKeys } from './query-keys';

/**
 * After a status or lift change: the row takes the server's booking at once in every cached
 * admin list (keeping what the list joined, the owner's profile), so the panel, the table and
 * the day sheet show it before the lists are read again.
 */
export function patchCachedBooking(queryClient: QueryClient, booking: Booking) {
  queryClient.setQueriesData<AdminBookingList>(
    { queryKey: queryKeys.adminBookings },
    (list) =>
      list?.bookings && {
        ...list,
        bookings: list.bookings.map((row) =>
          row.id === booking.id ? { ...row, ...booking } : row,
        ),
      },
  );
  return queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
}
