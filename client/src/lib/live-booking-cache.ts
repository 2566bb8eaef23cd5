import type { QueryClient } from '@tanstack/react-query';
import type { BookingEvent } from '@shared/api/live-events';
import { patchCachedBooking, removeCachedBooking } from './cached-admin-lists';
import type { BookingEventType } from '@shared/constants';
import { queryKeys } from './query-keys';

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
  if (type === 'cancelled') removeCachedBooking(queryClient, booking.id);
  else patchCachedBooking(queryClient, booking.id, booking);
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
