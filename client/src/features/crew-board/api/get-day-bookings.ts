import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_BOOKINGS_MAX_LIMIT, type AdminBookingsParams } from '@shared/schemas/bookings';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * One marina date's bookings, asked for exactly as the day sheet asks (GET /api/bookings with
 * the same parameters), so both screens share one cache entry: what the live stream or a tap
 * writes into it shows on both.
 */
const dayParams = (date: string): AdminBookingsParams => ({
  from: date,
  to: date,
  sort: 'date',
  limit: ADMIN_BOOKINGS_MAX_LIMIT,
});

export const getDayBookings = (date: string) =>
  callApi<typeof api.listBookings>('GET', '/api/bookings', { query: dayParams(date) });

export const dayBookingsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.adminBookingList(dayParams(date)),
    queryFn: () => getDayBookings(date),
  });

export function useDayBookings(date: string) {
  return useQuery(dayBookingsQueryOptions(date));
}
