import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@shared/constants';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCapacityChanged } from './capacity-changed';

/** DELETE /api/admin/capacity?timeSlot=: the deadline goes back to SLOT_CAPACITY. */
export const resetSlotCapacity = (timeSlot: TimeSlot) =>
  callApi<typeof api.resetSlotCapacity>('DELETE', '/api/admin/capacity', { query: { timeSlot } });

export function useResetSlotCapacity() {
  const queryClient = useQueryClient();
  const changed = useCapacityChanged();
  return useMutation({
    mutationFn: resetSlotCapacity,
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.capacitySettings, settings);
      await changed();
    },
  });
}
