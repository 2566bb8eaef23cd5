import { formatRange } from './range';
import { BOAT_LIMITS, type BoatDimension, type MarinaUnits } from './units';

const NAMES: Record<BoatDimension, string> = {
  lengthM: 'Length',
  beamM: 'Beam',
  draftM: 'Draft',
  weightKg: 'Weight',
};

/**
 * The least and the greatest value a boat form accepts, as the marina's screens show them
 * (rounded inward: formatRange).
 */
export const formatBoatRange = (dimension: BoatDimension, units: MarinaUnits) =>
  formatRange(dimension === 'weightKg' ? 'weight' : 'length', BOAT_LIMITS[dimension], units);

/** "Length must be between 3 ft 4 in and 328 ft 1 in": a form's message for a value out of range. */
export function boatRangeMessage(dimension: BoatDimension, units: MarinaUnits): string {
  const { min, max } = formatBoatRange(dimension, units);
  return `${NAMES[dimension]} must be between ${min} and ${max}`;
}
