import { formatLength, parseLength } from './length';
import {
  BOAT_LIMITS,
  type BoatDimension,
  KG_PER_POUND,
  type MarinaUnits,
  METRES_PER_INCH,
} from './units';
import { formatWeight, parseWeight } from './weight';

/**
 * The boat limits as a form states them, in the marina's units. A bound is shown rounded
 * inward: 1 m is 39.37 in, but "3 ft 3 in" would be saved as 0.99 m and refused, so the form
 * says 3 ft 4 in. Whatever it names, an owner can type and have accepted.
 */

const NAMES: Record<BoatDimension, string> = {
  lengthM: 'Length',
  beamM: 'Beam',
  draftM: 'Draft',
  weightKg: 'Weight',
};

/** The smallest step between two values a screen shows, in API units. */
const SHOWN_STEP: Record<MarinaUnits, { length: number; weight: number }> = {
  imperial: { length: METRES_PER_INCH, weight: 5 * KG_PER_POUND },
  metric: { length: 0.01, weight: 1 },
};

/** The least and the greatest value a form accepts, as the marina's screens show them. */
export function formatBoatRange(
  dimension: BoatDimension,
  units: MarinaUnits,
): { min: string; max: string } {
  const { min, max } = BOAT_LIMITS[dimension];
  const isWeight = dimension === 'weightKg';
  const format = (value: number) =>
    isWeight ? formatWeight(value, units) : formatLength(value, units);
  const readBack = (text: string) => {
    const input = isWeight ? parseWeight(text, units) : parseLength(text, units);
    return input.ok ? ('kg' in input ? input.kg : input.metres) : Number.NaN;
  };
  const step = SHOWN_STEP[units][isWeight ? 'weight' : 'length'];
  // The nearest shown value lies within half a step of the limit, so one step inward from
  // the limit always shows a value inside it.
  const inward = (limit: number, direction: 1 | -1) => {
    const nearest = format(limit);
    const back = readBack(nearest);
    return back >= min && back <= max ? nearest : format(limit + direction * step);
  };
  return { min: inward(min, 1), max: inward(max, -1) };
}

/** "Length must be between 3 ft 4 in and 328 ft 1 in": a form's message for a value out of range. */
export function boatRangeMessage(dimension: BoatDimension, units: MarinaUnits): string {
  const { min, max } = formatBoatRange(dimension, units);
  return `${NAMES[dimension]} must be between ${min} and ${max}`;
}
