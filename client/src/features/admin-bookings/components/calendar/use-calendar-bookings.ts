import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminBooking } from '@shared/api-types';
import { ADMIN_BOOKINGS_MAX_LIMIT, type AdminBookingsParams } from '@shared/schemas/booking';
import { adminBookingsQueryOptions, useAdminBookings } from '../../api/get-admin-bookings';

export interface CalendarFilters {
  q?: string;
  serviceType?: 'haul-out' | 'launch';
}

/**
 * Every active booking in the visible marina dates. One call covers most ranges; a busy
 * marina's month grid can hold more than the server's page limit, so the remaining pages
 * are fetched in parallel once the first page has told the total.
 */
export function useCalendarBookings(range: { from: string; to: string }, filters: CalendarFilters) {
  const params: AdminBookingsParams = {
    from: range.from,
    to: range.to,
    q: filters.q,
    serviceType: filters.serviceType,
    sort: 'date',
    limit: ADMIN_BOOKINGS_MAX_LIMIT,
  };
  const first = useAdminBookings({ ...params, offset: 0 });
  const total = first.isPlaceholderData ? 0 : (first.data?.total ?? 0);
  const offsets: number[] = [];
  for (let offset = ADMIN_BOOKINGS_MAX_LIMIT; offset < total; offset += ADMIN_BOOKINGS_MAX_LIMIT) {
    offsets.push(offset);
  }
  const rest = useQueries({
    queries: offsets.map((offset) => adminBookingsQueryOptions({ ...params, offset })),
    combine: (results) => ({
      pages: results.map((query) => query.data?.bookings ?? []),
      isError: results.some((query) => query.isError),
      isFetching: results.some((query) => query.isFetching),
    }),
  });
  const bookings = useMemo<AdminBooking[]>(
    () => [first.data?.bookings ?? [], ...rest.pages].flat(),
    [first.data, rest.pages],
  );
  return {
    bookings,
    isPending: first.isPending,
    isError: first.isError || rest.isError,
    isFetching: first.isFetching || first.isPlaceholderData || rest.isFetching,
  };
}
