import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@shared/constants';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCapacityChanged } from './capacity-changed';

/**
 * PUT /api/admin/capacity: one deadline's default capacity; answers the new settings and the
 * upcoming bookings now past that deadline's places.
 */
export const setSlotCapacity = (input: { timeSlot: TimeSlot; capacity: number }) =>
  callApi<typeof api.setSlotCapacity>('PUT', '/api/admin/capacity', { body: input });

export function useSetSlotCapacity() {
  const queryClient = useQueryClient();
  const changed = useCapacityChanged();
  return useMutation({
    mutationFn: setSlotCapacity,
    onSuccess: async ({ defaultCapacity, slots }) => {
      // The settings only: the conflicts are the save's answer, not part of the settings read.
      queryClient.setQueryData(queryKeys.capacitySettings, { defaultCapacity, slots });
      await changed();
    },
  });
}
