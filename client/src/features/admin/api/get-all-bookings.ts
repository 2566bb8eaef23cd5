import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBooking } from '@shared/api-types';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bookings (admin) -> { bookings, total }. */
export const getAllBookings = () =>
  apiGet<{ bookings: AdminBooking[]; total?: number }>('/api/bookings');

export const allBookingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminBookings, queryFn: getAllBookings });

export function useAllBookings() {
  return useQuery(allBookingsQueryOptions());
}
