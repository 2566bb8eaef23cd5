import { useMutation } from '@tanstack/react-query';
import type * as api from '@shared/api/capacity';
import type { SlotOverrideInput } from '@shared/schemas/capacity';
import { callApi } from '@/lib/api-client';
import { useCapacityChanged } from './capacity-changed';

/** One date's capacity: its deadline (null: every deadline of the day) and the places. */
export type DayCapacityInput = Required<Pick<SlotOverrideInput, 'date' | 'timeSlot'>> & {
  capacity: NonNullable<SlotOverrideInput['capacity']>;
};

/** PUT /api/admin/slot-overrides with a capacity: one date (or one of its deadlines) differs. */
export const setDayCapacity = (input: DayCapacityInput) =>
  callApi<typeof api.saveSlotOverride>('PUT', '/api/admin/slot-overrides', { body: input });

export function useSetDayCapacity() {
  const changed = useCapacityChanged();
  return useMutation({ mutationFn: setDayCapacity, onSuccess: () => changed() });
}
