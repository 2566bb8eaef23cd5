import { useMutation } from '@tanstack/react-query';
import type * as api from '@shared/api/lifts';
import type { LiftChangeValues } from '@shared/schemas/lifts';
import { callApi } from '@/lib/api-client';
import { useLiftsChanged } from './lifts-changed';

/**
 * PATCH /api/lifts/{id} with only what changed -> { lift, conflicts }: the upcoming bookings
 * the change leaves without a lift that fits them (nothing moves by itself).
 */
export const changeLift = ({ liftId, changes }: { liftId: number; changes: LiftChangeValues }) =>
  callApi<typeof api.renameLift>('PATCH', '/api/lifts/:id', {
    params: { id: liftId },
    body: changes,
  });

export function useChangeLift() {
  const changed = useLiftsChanged();
  return useMutation({ mutationFn: changeLift, onSuccess: () => changed() });
}
