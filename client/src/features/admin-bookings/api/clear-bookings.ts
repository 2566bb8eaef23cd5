import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearAllBookingsValues } from '@shared/schemas/bookings';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * DELETE /api/bookings (admin) -> { cleared, notified }: cancels every active booking, but only
 * while their number is still the one the admin typed (else 409 count_changed, nothing done).
 */
export const clearBookings = (input: ClearAllBookingsValues) =>
  callApi<typeof api.clearAllBookings>('DELETE', '/api/bookings', { body: input });

export function useClearBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearBookings,
    // Settled, not success: a count_changed refusal means the count on screen is stale too.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.capacityAll }),
      ]);
    },
  });
}
