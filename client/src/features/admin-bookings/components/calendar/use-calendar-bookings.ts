import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import type { AdminBooking, AdminBookingList } from '@shared/api/booking-views';
import { ADMIN_BOOKINGS_MAX_LIMIT, type AdminBookingsParams } from '@shared/schemas/bookings';
import { queryKeys } from '@/lib/query-keys';
import { getAdminBookings } from '../../api/get-admin-bookings';
import type { DateRange } from './calendar-range';

export type CalendarFilters = Pick<AdminBookingsParams, 'q' | 'serviceType'>;

/**
 * Every active booking of a range. A busy marina's month grid holds more than the API's
 * page (1,000): the first page tells the total and the rest are fetched in parallel, all in
 * one query, so the grid draws once. (Asking week by week in parallel measured slower:
 * five requests' sessions and counts cost more than the round trip they save.) The key
 * sits under the admin lists', so flag changes patch it like any list.
 */
export const calendarBookingsQueryOptions = (params: AdminBookingsParams) =>
  queryOptions({
    queryKey: queryKeys.adminBookingList(params),
    queryFn: async (): Promise<AdminBookingList> => {
      const first = await getAdminBookings({ ...params, offset: 0 });
      const offsets: number[] = [];
      for (let at = ADMIN_BOOKINGS_MAX_LIMIT; at < first.total; at += ADMIN_BOOKINGS_MAX_LIMIT) {
        offsets.push(at);
      }
      const rest = await Promise.all(
        offsets.map((offset) => getAdminBookings({ ...params, offset })),
      );
      return {
        bookings: [first, ...rest].flatMap((page) => page.bookings),
        total: first.total,
      };
    },
    // The next month keeps this one's events on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

const NO_BOOKINGS: AdminBooking[] = [];

export function useCalendarBookings(range: DateRange, filters: CalendarFilters) {
  const options = calendarBookingsQueryOptions({
    from: range.from,
    to: range.to,
    q: filters.q,
    serviceType: filters.serviceType,
    sort: 'date',
    limit: ADMIN_BOOKINGS_MAX_LIMIT,
  });
  // Starts the request while rendering: the query's own fetch waits for the commit, which
  // React 19 holds back up to 300 ms while lazy chunks above it reveal (Suspense throttling).
  usePrefetchQuery(options);
  const { data, isError, isFetching, isPlaceholderData } = useQuery(options);
  return {
    bookings: data?.bookings ?? NO_BOOKINGS,
    isError,
    isFetching: isFetching || isPlaceholderData,
  };
}
