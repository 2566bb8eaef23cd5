import { formatLength, parseLength } from './length';
import { KG_PER_POUND, type MarinaUnits, METRES_PER_INCH } from './units';
import { formatWeight, parseWeight } from './weight';

/**
 * Ranges of sizes as forms state them, in the marina's units. A bound is shown rounded
 * inward: 1 m is 39.37 in, but "3 ft 3 in" would be saved as 0.99 m and refused, so the form
 * says 3 ft 4 in. Whatever a form names, it can be typed and is accepted. The boat forms and
 * the lift form state their limits through this.
 */

/** What a value measures: a length (metres in the API) or a weight (kilograms). */
export type Measure = 'length' | 'weight';

export type MeasureInput = { ok: true; value: number } | { ok: false; message: string };

/** The smallest step between two values a screen shows, in API units. */
const SHOWN_STEP: Record<MarinaUnits, Record<Measure, number>> = {
  imperial: { length: METRES_PER_INCH, weight: 5 * KG_PER_POUND },
  metric: { length: 0.01, weight: 1 },
};

/** Metres or kilograms as the marina's screens show them. */
export const formatMeasure = (measure: Measure, value: number, units: MarinaUnits) =>
  measure === 'weight' ? formatWeight(value, units) : formatLength(value, units);

/** What was typed, in metres or kilograms; or why it cannot be read. */
export function parseMeasure(measure: Measure, text: string, units: MarinaUnits): MeasureInput {
  const input = measure === 'weight' ? parseWeight(text, units) : parseLength(text, units);
  if (!input.ok) return input;
  return { ok: true, value: 'kg' in input ? input.kg : input.metres };
}

/** The least and the greatest value within `limits` (API units), as the screens show them. */
export function formatRange(
  measure: Measure,
  limits: { min: number; max: number },
  units: MarinaUnits,
): { min: string; max: string } {
  const { min, max } = limits;
  const step = SHOWN_STEP[units][measure];
  // The nearest shown value lies within half a step of the limit, so one step inward from
  // the limit always shows a value inside it.
  const inward = (limit: number, direction: 1 | -1) => {
    const nearest = formatMeasure(measure, limit, units);
    const back = parseMeasure(measure, nearest, units);
    return back.ok && back.value >= min && back.value <= max
      ? nearest
      : formatMeasure(measure, limit + direction * step, units);
  };
  return { min: inward(min, 1), max: inward(max, -1) };
}
