import { useMutation } from '@tanstack/react-query';
import type * as api from '@shared/api/capacity';
import type { SlotOverrideInput } from '@shared/schemas/capacity';
import { callApi } from '@/lib/api-client';
import { useCapacityChanged } from './capacity-changed';

/** A closure as the office confirms it: the date, its deadline (null: the whole day), the reason. */
export type ClosureInput = Required<Pick<SlotOverrideInput, 'date' | 'timeSlot'>> & {
  reason: NonNullable<SlotOverrideInput['reason']>;
};

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
