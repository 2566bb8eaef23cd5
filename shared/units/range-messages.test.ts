import { describe, expect, it } from 'vitest';
import { formatLength, parseLength } from './length';
import { boatRangeMessage, formatBoatRange } from './range-messages';
import { BOAT_LIMITS, type BoatDimension, MARINA_UNITS, type MarinaUnits } from './units';
import { formatWeight, parseWeight } from './weight';

const DIMENSIONS = Object.keys(BOAT_LIMITS) as BoatDimension[];

/** What a form would save for a text, in API units. */
function saved(dimension: BoatDimension, text: string, units: MarinaUnits): number {
  const input = dimension === 'weightKg' ? parseWeight(text, units) : parseLength(text, units);
  if (!input.ok) throw new Error(`${text}: ${input.message}`);
  return 'kg' in input ? input.kg : input.metres;
}

/** The shown value one step outward of a shown bound: an inch, 5 lb, a centimetre or a kilogram. */
function oneStepOutward(dimension: BoatDimension, value: number, units: MarinaUnits, sign: 1 | -1) {
  const imperial = units === 'imperial';
  if (dimension === 'weightKg') {
    return formatWeight(value + sign * (imperial ? 5 * 0.45359237 : 1), units);
  }
  return formatLength(value + sign * (imperial ? 0.0254 : 0.01), units);
}

describe('boat range messages', () => {
  it.each([
    ['lengthM', 'imperial', 'Length must be between 3 ft 4 in and 328 ft 1 in'],
    ['beamM', 'imperial', 'Beam must be between 1 ft 8 in and 98 ft 5 in'],
    ['draftM', 'imperial', 'Draft must be between 4 in and 49 ft 2 in'],
    ['weightKg', 'imperial', 'Weight must be between 25 lb and 1,102,310 lb'],
    ['lengthM', 'metric', 'Length must be between 1 m and 100 m'],
    ['beamM', 'metric', 'Beam must be between 0.5 m and 30 m'],
    ['draftM', 'metric', 'Draft must be between 0.1 m and 15 m'],
    ['weightKg', 'metric', 'Weight must be between 10 kg and 500 t'],
  ] as const)('when the %s is out of range at a %s marina, then the form says %j', (d, u, m) => {
    expect(boatRangeMessage(d, u)).toBe(m);
  });

  it('when 1 m is shown to the nearest inch, then 3 ft 3 in would be refused, so the bound shown is 3 ft 4 in', () => {
    expect(formatLength(BOAT_LIMITS.lengthM.min, 'imperial')).toBe('3 ft 3 in');
    expect(saved('lengthM', '3 ft 3 in', 'imperial')).toBe(0.99);
    expect(formatBoatRange('lengthM', 'imperial').min).toBe('3 ft 4 in');
  });

  it.each(MARINA_UNITS.flatMap((units) => DIMENSIONS.map((d) => [d, units] as const)))(
    'when the %s bounds at a %s marina are typed, then they are accepted, and one shown step further out is not',
    (dimension, units) => {
      const { min, max } = BOAT_LIMITS[dimension];
      const shown = formatBoatRange(dimension, units);
      const low = saved(dimension, shown.min, units);
      const high = saved(dimension, shown.max, units);
      expect(low).toBeGreaterThanOrEqual(min);
      expect(high).toBeLessThanOrEqual(max);
      expect(saved(dimension, oneStepOutward(dimension, low, units, -1), units)).toBeLessThan(min);
      expect(saved(dimension, oneStepOutward(dimension, high, units, 1), units)).toBeGreaterThan(
        max,
      );
    },
  );
});
