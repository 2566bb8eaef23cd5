import type { Lift } from '@shared/api/lifts';

/**
 * A lift as GET /api/lifts returns it: in service unless `retiredAt` is given, of kind 'other'
 * with no limits and no load of its own unless `limits` says otherwise.
 */
export const aLift = (
  id: number,
  name: string,
  retiredAt: string | null = null,
  limits: Partial<
    Pick<Lift, 'kind' | 'maxWeightKg' | 'maxBeamM' | 'maxLengthM' | 'perDeadline'>
  > = {},
): Lift => ({
  id,
  name,
  kind: 'other',
  maxWeightKg: null,
  maxBeamM: null,
  maxLengthM: null,
  perDeadline: null,
  ...limits,
  retiredAt,
  createdAt: '2026-11-01T12:00:00.000Z',
});
