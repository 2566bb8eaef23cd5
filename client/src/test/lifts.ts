import type { Lift } from '@shared/api/lifts';

/** A lift as GET /api/lifts returns it: in service unless `retiredAt` is given. */
export const aLift = (id: number, name: string, retiredAt: string | null = null): Lift => ({
  id,
  name,
  retiredAt,
  createdAt: '2026-11-01T12:00:00.000Z',
});
