import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/slot-overrides/bookings -> active bookings, today or later, whose deadline is
 * closed (a closure or a weather hold), soonest first.
 */
export const getClosedDeadlineBookings = async () =>
  (
    await callApi<typeof api.listClosedDeadlineBookings>(
      'GET',
      '/api/admin/slot-overrides/bookings',
    )
  ).bookings;

/** Under 'capacity': closing, reopening, holds and moves (reschedule) all refresh it. */
export const closedDeadlineBookingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.closedDeadlineBookings,
    queryFn: getClosedDeadlineBookings,
  });

export function useClosedDeadlineBookings() {
  return useQuery(closedDeadlineBookingsQueryOptions());
}
