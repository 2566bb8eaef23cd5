import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import type { AdminBookingsParams } from '@shared/schemas/bookings';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bookings (admin) -> { bookings, total }: one page of a filtered, sorted list. */
export const getAdminBookings = (params: AdminBookingsParams) =>
  callApi<typeof api.listBookings>('GET', '/api/bookings', { query: params });

export const adminBookingsQueryOptions = (params: AdminBookingsParams) =>
  queryOptions({
    queryKey: queryKeys.adminBookingList(params),
    queryFn: () => getAdminBookings(params),
    // Paging and typing a search keep the last page on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useAdminBookings(params: AdminBookingsParams) {
  const options = adminBookingsQueryOptions(params);
  // Starts the request while rendering: useQuery's own fetch waits for the commit, which
  // React 19 holds back up to 300 ms while the lazy dashboard above it reveals.
  usePrefetchQuery(options);
  return useQuery(options);
}
