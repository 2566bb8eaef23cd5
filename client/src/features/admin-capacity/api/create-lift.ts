import { useMutation } from '@tanstack/react-query';
import type * as api from '@shared/api/lifts';
import type { LiftValues } from '@shared/schemas/lifts';
import { callApi } from '@/lib/api-client';
import { useLiftsChanged } from './lifts-changed';

/** POST /api/lifts -> 201 { lift }; a name in service already, or a 21st lift, is 409. */
export const createLift = async (values: LiftValues) =>
  (await callApi<typeof api.createLift>('POST', '/api/lifts', { body: values })).lift;

export function useCreateLift() {
  const changed = useLiftsChanged();
  return useMutation({ mutationFn: createLift, onSuccess: () => changed() });
}
