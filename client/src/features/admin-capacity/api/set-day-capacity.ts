import { useMutation } from '@tanstack/react-query';
import type { TimeSlot } from '@shared/constants';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { useCapacityChanged } from './capacity-changed';

export interface DayCapacityInput {
  date: string;
  /** null: every deadline of the day. */
  timeSlot: TimeSlot | null;
  capacity: number;
}

/** PUT /api/admin/slot-overrides with a capacity: one date (or one of its deadlines) differs. */
export const setDayCapacity = (input: DayCapacityInput) =>
  callApi<typeof api.saveSlotOverride>('PUT', '/api/admin/slot-overrides', { body: input });

export function useSetDayCapacity() {
  const changed = useCapacityChanged();
  return useMutation({ mutationFn: setDayCapacity, onSuccess: () => changed() });
}
