import type { Lift } from '@shared/api/lifts';
import type { LiftRow } from './lift-repository';

export function presentLift(row: LiftRow): Lift {
  return {
    id: row.id,
    name: row.name,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
