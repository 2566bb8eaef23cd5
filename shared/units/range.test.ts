import { describe, expect, it } from 'vitest';
import { LIFT_LIMITS } from '../schemas/lifts';
import { formatMeasure, formatRange, type Measure, parseMeasure } from './range';
import { formatBoatRange } from './range-messages';
import { BOAT_LIMITS, MARINA_UNITS, type MarinaUnits } from './units';

/** Every range a form states: the boat record's and the lift's limits. */
const RANGES = [
  ['boat length', 'length', BOAT_LIMITS.lengthM],
  ['boat beam', 'length', BOAT_LIMITS.beamM],
  ['boat draft', 'length', BOAT_LIMITS.draftM],
  ['boat weight', 'weight', BOAT_LIMITS.weightKg],
  ['lift max length', 'length', LIFT_LIMITS.maxLengthM],
  ['lift max beam', 'length', LIFT_LIMITS.maxBeamM],
  ['lift max weight', 'weight', LIFT_LIMITS.maxWeightKg],
] as const;

/** What a form would save for a text, in API units. */
function saved(measure: Measure, text: string, units: MarinaUnits): number {
  const input = parseMeasure(measure, text, units);
  if (!input.ok) throw new Error(`${text}: ${input.message}`);
  return input.value;
}

/** The shown value one step outward of a shown bound: an inch, 5 lb, a centimetre or a kilogram. */
function oneStepOutward(measure: Measure, value: number, units: MarinaUnits, sign: 1 | -1) {
  const step =
    measure === 'weight'
      ? units === 'imperial'
        ? 5 * 0.45359237
        : 1
      : units === 'imperial'
        ? 0.0254
        : 0.01;
  return formatMeasure(measure, value + sign * step, units);
}

describe('ranges as forms state them', () => {
  it.each(MARINA_UNITS.flatMap((units) => RANGES.map((range) => [...range, units] as const)))(
    'when the %s bounds (%s) at a %s marina are typed, then they are accepted, and one shown step further out is not',
    (_, measure, limits, units) => {
      const shown = formatRange(measure, limits, units);
      const low = saved(measure, shown.min, units);
      const high = saved(measure, shown.max, units);
      expect(low).toBeGreaterThanOrEqual(limits.min);
      expect(high).toBeLessThanOrEqual(limits.max);
      expect(saved(measure, oneStepOutward(measure, low, units, -1), units)).toBeLessThan(
        limits.min,
      );
      expect(saved(measure, oneStepOutward(measure, high, units, 1), units)).toBeGreaterThan(
        limits.max,
      );
    },
  );

  it.each([
    ['imperial', { min: '220 lb', max: '1,102,310 lb' }, { min: '1 ft 8 in', max: '98 ft 5 in' }],
    ['metric', { min: '100 kg', max: '500 t' }, { min: '0.5 m', max: '30 m' }],
  ] as const)(
    'when a lift’s limits are stated at a %s marina, then they read %j and %j',
    (units, weight, beam) => {
      expect(formatRange('weight', LIFT_LIMITS.maxWeightKg, units)).toEqual(weight);
      expect(formatRange('length', LIFT_LIMITS.maxBeamM, units)).toEqual(beam);
    },
  );

  it('when a lift and a boat share a limit, then both forms state it alike', () => {
    for (const units of MARINA_UNITS) {
      expect(formatRange('length', LIFT_LIMITS.maxBeamM, units)).toEqual(
        formatBoatRange('beamM', units),
      );
      expect(formatRange('length', LIFT_LIMITS.maxLengthM, units)).toEqual(
        formatBoatRange('lengthM', units),
      );
    }
  });

  it('when a text cannot be read, then parseMeasure says why in the parser’s words', () => {
    expect(parseMeasure('length', '9,91 m', 'metric')).toEqual({
      ok: false,
      message: 'Use a point for decimals, not a comma',
    });
    expect(parseMeasure('weight', '14,000 lb', 'imperial')).toEqual({ ok: true, value: 6350 });
  });
});
