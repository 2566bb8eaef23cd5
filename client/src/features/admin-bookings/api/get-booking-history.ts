import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/booking-history';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bookings/{id}/history (admin) -> { history }, oldest first. */
export const getBookingHistory = async (bookingId: number) =>
  (
    await callApi<typeof api.getBookingHistory>('GET', '/api/bookings/:id/history', {
      params: { id: bookingId },
    })
  ).history;

export const bookingHistoryQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: queryKeys.bookingHistory(bookingId),
    queryFn: () => getBookingHistory(bookingId),
  });

export function useBookingHistory(bookingId: number) {
  return useQuery(bookingHistoryQueryOptions(bookingId));
}
