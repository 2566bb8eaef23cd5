import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { removeCachedBooking } from '@/lib/cached-admin-lists';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/bookings/{id} (admin): the booking is cancelled as 'deleted' and frees its slot. */
export const deleteBooking = (id: number) =>
  callApi<typeof api.cancelBooking>('DELETE', '/api/bookings/:id', { params: { id } });

/** The row leaves every cached admin list at once; the lists and the slots are then re-read. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: async (_result, id) => {
      removeCachedBooking(queryClient, id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
      ]);
    },
  });
}
