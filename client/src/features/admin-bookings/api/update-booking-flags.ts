import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingList } from '@shared/api/booking-views';
import type { BookingFlags } from '@shared/schemas/bookings';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { patchCachedBooking } from '@/lib/cached-admin-lists';
import { queryKeys } from '@/lib/query-keys';

export interface BookingFlagsChange {
  bookingId: number;
  flags: BookingFlags;
}

/** PATCH /api/bookings/{id}/completed -> { booking }: any of completed, isOneWay, isBothWays. */
export const updateBookingFlags = ({ bookingId, flags }: BookingFlagsChange) =>
  callApi<typeof api.setBookingFlags>('PATCH', '/api/bookings/:id/completed', {
    params: { id: bookingId },
    body: flags,
  });

type ListSnapshot = [readonly unknown[], AdminBookingList | undefined][];

/**
 * Flags flip at once in every cached admin list (optimistic), roll back when the server
 * refuses, and the row then takes the booking the server returned (docs/product.md#states).
 */
export function useUpdateBookingFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingFlags,
    onMutate: async ({ bookingId, flags }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.adminBookings });
      const snapshot: ListSnapshot = queryClient.getQueriesData({
        queryKey: queryKeys.adminBookings,
      });
      patchCachedBooking(queryClient, bookingId, flags);
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ booking }) => {
      patchCachedBooking(queryClient, booking.id, booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingHistory(booking.id) });
    },
  });
}
