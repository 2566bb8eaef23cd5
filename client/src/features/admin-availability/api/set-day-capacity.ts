import { useMutation } from '@tanstack/react-query';
import type { SlotOverrideSaved } from '@shared/api/slot-overrides';
import type { TimeSlot } from '@shared/constants';
import { apiSend } from '@/lib/api-client';
import { useCapacityChanged } from './capacity-changed';

export interface DayCapacityInput {
  date: string;
  /** null: every deadline of the day. */
  timeSlot: TimeSlot | null;
  capacity: number;
}

/** PUT /api/admin/slot-overrides with a capacity: one date (or one of its deadlines) differs. */
export const setDayCapacity = (input: DayCapacityInput) =>
  apiSend<SlotOverrideSaved>('PUT', '/api/admin/slot-overrides', input);

export function useSetDayCapacity() {
  const changed = useCapacityChanged();
  return useMutation({ mutationFn: setDayCapacity, onSuccess: () => changed() });
}
