import { useMutation } from '@tanstack/react-query';
import type { RemovedResponse } from '@shared/api/common';
import { apiSend } from '@/lib/api-client';
import { useCapacityChanged } from './capacity-changed';

/** DELETE /api/admin/slot-overrides/{id}: the date or deadline takes bookings again. */
export const reopenSlots = (id: number) =>
  apiSend<RemovedResponse>('DELETE', `/api/admin/slot-overrides/${id}`);

export function useReopenSlots() {
  const changed = useCapacityChanged();
  return useMutation({ mutationFn: reopenSlots, onSuccess: () => changed() });
}
