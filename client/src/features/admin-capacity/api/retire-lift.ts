import { useMutation } from '@tanstack/react-query';
import type * as api from '@shared/api/lifts';
import { callApi } from '@/lib/api-client';
import { useLiftsChanged } from './lifts-changed';

/**
 * DELETE /api/lifts/{id} retires it -> { lift, conflicts }: its bookings keep it in their
 * history; the upcoming ones no other lift can take are the conflicts.
 */
export const retireLift = (liftId: number) =>
  callApi<typeof api.retireLift>('DELETE', '/api/lifts/:id', { params: { id: liftId } });

export function useRetireLift() {
  const changed = useLiftsChanged();
  return useMutation({ mutationFn: retireLift, onSuccess: () => changed() });
}
