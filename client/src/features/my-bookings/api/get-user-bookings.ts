import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bookings/user/{userId} -> { bookings }; runs only once a user id exists. */
export const getUserBookings = async (userId: number) =>
  (
    await callApi<typeof api.listUserBookings>('GET', '/api/bookings/user/:userId', {
      params: { userId },
    })
  ).bookings;

export const userBookingsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.userBookings(userId),
    queryFn: () => getUserBookings(userId!),
    enabled: userId !== undefined,
  });

export function useUserBookings(userId: number | undefined) {
  return useQuery(userBookingsQueryOptions(userId));
}
