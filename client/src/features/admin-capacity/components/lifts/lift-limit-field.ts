import { z } from 'zod';
import { LIFT_LIMITS } from '@shared/schemas/lifts';
import {
  formatMeasure,
  formatRange,
  parseMeasure,
  type MarinaUnits,
  type Measure,
} from '@shared/units';

/** A lift's limits typed as sizes; the load per deadline is a plain count. */
export type LiftMeasure = 'maxWeightKg' | 'maxBeamM' | 'maxLengthM';

const NAMES: Record<LiftMeasure, string> = {
  maxWeightKg: 'Max weight',
  maxBeamM: 'Max beam',
  maxLengthM: 'Max length',
};

const measureOf = (measure: LiftMeasure): Measure =>
  measure === 'maxWeightKg' ? 'weight' : 'length';

/**
 * The least and greatest limit the form takes, as the screens show them, rounded inward as the
 * boat forms' ranges are (formatRange): whatever the message names can be typed and is accepted.
 */
export const liftLimitRange = (measure: LiftMeasure, units: MarinaUnits) =>
  formatRange(measureOf(measure), LIFT_LIMITS[measure], units);

/**
 * A lift's limit as typed in the marina's units ('14 ft', '35,000 lb'), read into the API's
 * metres or kilograms and held to LIFT_LIMITS, with the message in the units typed. Empty is
 * null: no limit.
 */
export function liftLimitField(measure: LiftMeasure, units: MarinaUnits) {
  return z.string().transform((text, ctx): number | null => {
    if (text.trim() === '') return null;
    const input = parseMeasure(measureOf(measure), text, units);
    if (!input.ok) {
      ctx.addIssue({ code: 'custom', message: input.message });
      return z.NEVER;
    }
    const { min, max } = LIFT_LIMITS[measure];
    if (input.value < min || input.value > max) {
      const range = liftLimitRange(measure, units);
      ctx.addIssue({
        code: 'custom',
        message: `${NAMES[measure]} must be between ${range.min} and ${range.max}, or empty for no limit`,
      });
      return z.NEVER;
    }
    return input.value;
  });
}

/** Written back as the marina reads it; empty for no limit. */
export const liftLimitText = (measure: LiftMeasure, value: number | null, units: MarinaUnits) =>
  value === null ? '' : formatMeasure(measureOf(measure), value, units);

const { min: fewest, max: most } = LIFT_LIMITS.perDeadline;
const loadMessage = `Load must be a whole number of services from ${fewest} to ${most}, or empty to count only the deadline's capacity`;

/** Services a deadline, '2'; empty is null: not counted on its own. */
export const perDeadlineField = z.string().transform((text, ctx): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const count = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!(count >= fewest && count <= most)) {
    ctx.addIssue({ code: 'custom', message: loadMessage });
    return z.NEVER;
  }
  return count;
});
