import type { QueryClient } from '@tanstack/react-query';
import type { AdminBooking, BookingEvent } from '@shared/api-types';
import type { BookingEventType } from '@shared/constants';
import { queryKeys } from './query-keys';

interface CachedList {
  bookings: AdminBooking[];
  total: number;
}

const isList = (data: unknown): data is CachedList =>
  typeof data === 'object' && data !== null && Array.isArray((data as CachedList).bookings);

/**
 * Events that may add a booking to a list or take it out of one (its date, its owner's name
 * for a search, its existence): the lists are read again. A status or lift change only
 * changes the row, which the patch below already shows.
 */
const CHANGES_MEMBERSHIP: ReadonlySet<BookingEventType> = new Set([
  'created',
  'changed',
  'moved',
  'cancelled',
]);

/**
 * Puts one live event into the cached admin lists at once (the row takes the event's booking,
 * keeping the profile and account the list joined; a cancelled one leaves), then has react-query
 * read again whatever the patch cannot know: lists it may have joined, and its history.
 */
export function applyBookingEvent(queryClient: QueryClient, { type, booking }: BookingEvent) {
  queryClient.setQueriesData({ queryKey: queryKeys.adminBookings }, (data: unknown) => {
    if (!isList(data) || !data.bookings.some((row) => row.id === booking.id)) return data;
    if (type === 'cancelled') {
      return {
        ...data,
        bookings: data.bookings.filter((row) => row.id !== booking.id),
        total: Math.max(0, data.total - 1),
      };
    }
    return {
      ...data,
      bookings: data.bookings.map((row) => (row.id === booking.id ? { ...row, ...booking } : row)),
    };
  });
  if (CHANGES_MEMBERSHIP.has(type)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
  } else {
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookingHistory(booking.id) });
  }
}

/** After a gap in the stream (a resync, a reconnection): every booking read is read again. */
export function refreshAllBookings(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
}
