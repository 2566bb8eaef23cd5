import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/booking-history';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bookings/user/{userId}/cancelled -> { bookings }: who cancelled each, and when. */
export const getCancelledBookings = async (userId: number) =>
  (
    await callApi<typeof api.listCancelledBookings>('GET', '/api/bookings/user/:userId/cancelled', {
      params: { userId },
    })
  ).bookings;

export const cancelledBookingsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.userCancelledBookings(userId),
    queryFn: () => getCancelledBookings(userId!),
    enabled: userId !== undefined,
  });

export function useCancelledBookings(userId: number | undefined) {
  return useQuery(cancelledBookingsQueryOptions(userId));
}
