import { useMutation } from '@tanstack/react-query';
import type { TimeSlot } from '@shared/constants';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { useCapacityChanged } from './capacity-changed';

export interface ClosureInput {
  date: string;
  /** null: the whole day. */
  timeSlot: TimeSlot | null;
  reason: string;
}

/**
 * PUT /api/admin/slot-overrides with closed: the date or deadline closes; the server mails the
 * owners booked in it and answers how many it told.
 */
export const closeSlots = (input: ClosureInput) =>
  callApi<typeof api.saveSlotOverride>('PUT', '/api/admin/slot-overrides', {
    body: { ...input, closed: true },
  });

export function useCloseSlots() {
  const changed = useCapacityChanged();
  return useMutation({ mutationFn: closeSlots, onSuccess: () => changed() });
}
