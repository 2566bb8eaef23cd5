import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@shared/constants';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCapacityChanged } from './capacity-changed';

/**
 * DELETE /api/admin/capacity?timeSlot=: the deadline goes back to SLOT_CAPACITY; answers the
 * settings and the upcoming bookings now past that deadline's places.
 */
export const resetSlotCapacity = (timeSlot: TimeSlot) =>
  callApi<typeof api.resetSlotCapacity>('DELETE', '/api/admin/capacity', { query: { timeSlot } });

export function useResetSlotCapacity() {
  const queryClient = useQueryClient();
  const changed = useCapacityChanged();
  return useMutation({
    mutationFn: resetSlotCapacity,
    onSuccess: async ({ defaultCapacity, slots }) => {
      queryClient.setQueryData(queryKeys.capacitySettings, { defaultCapacity, slots });
      await changed();
    },
  });
}
