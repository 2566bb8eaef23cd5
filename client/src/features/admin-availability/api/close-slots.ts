import { useMutation } from '@tanstack/react-query';
import type { SlotOverrideSaved } from '@shared/api/slot-overrides';
import type { TimeSlot } from '@shared/constants';
import { apiSend } from '@/lib/api-client';
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
  apiSend<SlotOverrideSaved>('PUT', '/api/admin/slot-overrides', {
    ...input,
    closed: true,
  });

export function useCloseSlots() {
  const changed = useCapacityChanged();
  return useMutation({ mutationFn: closeSlots, onSuccess: () => changed() });
}
