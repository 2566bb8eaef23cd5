import { z } from 'zod';
import { LIFT_LIMITS } from '@shared/schemas/lifts';
import {
  formatLength,
  formatWeight,
  parseLength,
  parseWeight,
  type MarinaUnits,
} from '@shared/units';

/** A lift's limits typed as sizes; the load per deadline is a plain count. */
export type LiftMeasure = 'maxWeightKg' | 'maxBeamM' | 'maxLengthM';

const NAMES: Record<LiftMeasure, string> = {
  maxWeightKg: 'Max weight',
  maxBeamM: 'Max beam',
  maxLengthM: 'Max length',
};

/** The smallest step between two values the screens show, in API units. */
const STEP: Record<MarinaUnits, { length: number; weight: number }> = {
  imperial: { length: 0.0254, weight: 5 * 0.45359237 },
  metric: { length: 0.01, weight: 1 },
};

const show = (measure: LiftMeasure, value: number, units: MarinaUnits) =>
  measure === 'maxWeightKg' ? formatWeight(value, units) : formatLength(value, units);

/** What was typed, in kilograms or metres; or why it cannot be read. */
function read(measure: LiftMeasure, text: string, units: MarinaUnits) {
  const input = measure === 'maxWeightKg' ? parseWeight(text, units) : parseLength(text, units);
  if (!input.ok) return { ok: false as const, message: input.message };
  return { ok: true as const, value: 'kg' in input ? input.kg : input.metres };
}

/**
 * The least and greatest limit the form takes, as the screens show them. A bound is rounded
 * inward (1 m is 39.37 in, but 3 ft 3 in would be kept as 0.99 m and refused), so whatever
 * the message names can be typed and is accepted.
 */
export function liftLimitRange(measure: LiftMeasure, units: MarinaUnits) {
  const { min, max } = LIFT_LIMITS[measure];
  const step = STEP[units][measure === 'maxWeightKg' ? 'weight' : 'length'];
  const inward = (limit: number, direction: 1 | -1) => {
    const nearest = show(measure, limit, units);
    const back = read(measure, nearest, units);
    return back.ok && back.value >= min && back.value <= max
      ? nearest
      : show(measure, limit + direction * step, units);
  };
  return { min: inward(min, 1), max: inward(max, -1) };
}

/**
 * A lift's limit as typed in the marina's units ('14 ft', '35,000 lb'), read into the API's
 * metres or kilograms and held to LIFT_LIMITS, with the message in the units typed. Empty is
 * null: no limit.
 */
export function liftLimitField(measure: LiftMeasure, units: MarinaUnits) {
  return z.string().transform((text, ctx): number | null => {
    if (text.trim() === '') return null;
    const input = read(measure, text, units);
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
  value === null ? '' : show(measure, value, units);

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
