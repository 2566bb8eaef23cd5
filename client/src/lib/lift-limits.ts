import type { Lift } from '@shared/api/lifts';
import type { LiftDimension } from '@shared/lift-fit';
import { formatLength, formatWeight, type MarinaUnits } from '@shared/units';

type LiftLimits = Pick<Lift, 'maxWeightKg' | 'maxBeamM' | 'maxLengthM' | 'perDeadline'>;

/**
 * Each limit the lift has, in the marina's units and compact enough for a column header:
 * '≤ 35,000 lb', '≤ 14 ft wide', '≤ 40 ft long', '2 a deadline'. A limit it lacks is left out.
 */
export function liftLimitParts(lift: LiftLimits, units: MarinaUnits): string[] {
  const parts: string[] = [];
  if (lift.maxWeightKg !== null) parts.push(`≤ ${formatWeight(lift.maxWeightKg, units)}`);
  if (lift.maxBeamM !== null) parts.push(`≤ ${formatLength(lift.maxBeamM, units)} wide`);
  if (lift.maxLengthM !== null) parts.push(`≤ ${formatLength(lift.maxLengthM, units)} long`);
  if (lift.perDeadline !== null) parts.push(`${lift.perDeadline} a deadline`);
  return parts;
}

/** '≤ 35,000 lb · ≤ 14 ft wide · 2 a deadline', or '' for a lift without limits. */
export const liftLimitsText = (lift: LiftLimits, units: MarinaUnits) =>
  liftLimitParts(lift, units).join(' · ');

const TOO: Record<LiftDimension, string> = { weight: 'heavy', beam: 'wide', length: 'long' };

/** 'Too wide for Travelift': a boat over one of its lift's limits (misfitOf). */
export const misfitText = (dimension: LiftDimension, liftName: string) =>
  `Too ${TOO[dimension]} for ${liftName}`;
