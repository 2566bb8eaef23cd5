import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingList, RemovedResponse } from '@shared/api-types';
import { apiSend } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/bookings/{id} (admin): the booking is cancelled as 'deleted' and frees its slot. */
export const deleteBooking = (id: number) =>
  apiSend<RemovedResponse>('DELETE', `/api/bookings/${id}`);

/** The row leaves every cached admin list at once; the lists and the slots are then re-read. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: async (_result, id) => {
      queryClient.setQueriesData<AdminBookingList>({ queryKey: queryKeys.adminBookings }, (list) =>
        list && list.bookings.some((b) => b.id === id)
          ? { bookings: list.bookings.filter((b) => b.id !== id), total: list.total - 1 }
          : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
      ]);
    },
  });
}
