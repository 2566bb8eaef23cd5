import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancelledBookingsResponse } from '@shared/api/booking-history';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bookings/user/{userId}/cancelled -> { bookings }: who cancelled each, and when. */
export const getCancelledBookings = async (userId: number) =>
  (await apiGet<CancelledBookingsResponse>(`/api/bookings/user/${userId}/cancelled`)).bookings;

export const cancelledBookingsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.userCancelledBookings(userId),
    queryFn: () => getCancelledBookings(userId!),
    enabled: userId !== undefined,
  });

export function useCancelledBookings(userId: number | undefined) {
  return useQuery(cancelledBookingsQueryOptions(userId));
}
