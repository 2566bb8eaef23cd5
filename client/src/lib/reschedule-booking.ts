import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RescheduleInput } from '@shared/schemas/bookings';
import type * as api from '@shared/api/bookings';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/** POST /api/bookings/{id}/reschedule: the booking moves, keeping its id and code. */
export const rescheduleBooking = ({ id, ...target }: RescheduleInput & { id: number }) =>
  callApi<typeof api.rescheduleBooking>('POST', '/api/bookings/:id/reschedule', {
    params: { id },
    body: target,
  });

/**
 * Used by the owner's /my-bookings and the admin's booking panel. Every booking list (the
 * owner's, the admin's, the booking's history) and every day's availability are re-read after
 * a move, and the availability after a refusal too: a 'full' answer means the day shown is stale.
 */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
        // The office's day counts (Availability tab, calendar) hold it too.
        queryClient.invalidateQueries({ queryKey: queryKeys.capacityAll }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
  });
}
