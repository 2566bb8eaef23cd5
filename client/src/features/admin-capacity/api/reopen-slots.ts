import { useMutation } from '@tanstack/react-query';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { useCapacityChanged } from './capacity-changed';

/** DELETE /api/admin/slot-overrides/{id}: the date or deadline takes bookings again. */
export const reopenSlots = (id: number) =>
  callApi<typeof api.removeSlotOverride>('DELETE', '/api/admin/slot-overrides/:id', {
    params: { id },
  });

export function useReopenSlots() {
  const changed = useCapacityChanged();
  return useMutation({ mutationFn: reopenSlots, onSuccess: () => changed() });
}
