import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/bookings/{id}; the lists and the freed slot are re-read afterwards. */
export const cancelBooking = (id: number) =>
  callApi<typeof api.cancelBooking>('DELETE', '/api/bookings/:id', { params: { id } });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
      ]);
    },
  });
}
