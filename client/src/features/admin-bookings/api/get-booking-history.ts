import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingHistoryResponse } from '@shared/api/booking-history';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bookings/{id}/history (admin) -> { history }, oldest first. */
export const getBookingHistory = async (bookingId: number) =>
  (await apiGet<BookingHistoryResponse>(`/api/bookings/${bookingId}/history`)).history;

export const bookingHistoryQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: queryKeys.bookingHistory(bookingId),
    queryFn: () => getBookingHistory(bookingId),
  });

export function useBookingHistory(bookingId: number) {
  return useQuery(bookingHistoryQueryOptions(bookingId));
}
