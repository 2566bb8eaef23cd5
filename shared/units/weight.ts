import {
  DECIMAL_COMMA,
  type Fraction,
  multiplyFractions,
  readDecimal,
  roundFraction,
  writeDecimal,
} from './decimal';
import { KG_PER_POUND, type MarinaUnits } from './units';

/**
 * Boat weights as the marina shows and accepts them. The API keeps whole kilograms, and a
 * kilogram is 2.2 lb, so a pound count typed may come back up to 1.1 lb off (14,000 lb is kept
 * as 6,350 kg, which is 13,999.3 lb). Shown to the nearest 5 lb, any multiple of 5 lb typed
 * comes back as typed; to the nearest 1 or 2 lb, many would not.
 */

export type WeightInput = { ok: true; kg: number } | { ok: false; message: string };

type WeightUnit = 'lb' | 'kg' | 't';

/** Kilograms in one of each unit. */
const KILOGRAMS_IN: Record<WeightUnit, Fraction> = {
  lb: [45_359_237n, 100_000_000n],
  kg: [1n, 1n],
  t: [1000n, 1n],
};

/** A bare number is in the marina's unit: pounds, or kilograms. */
const BARE_UNIT: Record<MarinaUnits, WeightUnit> = { imperial: 'lb', metric: 'kg' };

/** No "ton": a US ton is 2,000 lb, a British one 2,240 lb, a metric one 1,000 kg. */
const UNIT_WORDS: Record<WeightUnit, readonly string[]> = {
  lb: ['pounds', 'pound', 'lbs', 'lb'],
  kg: ['kilograms', 'kilogram', 'kilos', 'kilo', 'kgs', 'kg'],
  t: ['tonnes', 'tonne', 't'],
};
const UNIT_OF = new Map(
  Object.entries(UNIT_WORDS).flatMap(([unit, words]) => words.map((w) => [w, unit as WeightUnit])),
);

/**
 * Thousands may be set off by commas ("14,000") or by spaces ("14 000", as French and SI
 * texts write them), in groups of three, so "1,40" and "14 00" are not numbers. The point is
 * the only decimal mark: "6,35 t" is refused rather than read as 635 t.
 */
const NUMBER = String.raw`((?:\d{1,3}(?:,\d{3}){1,3}|\d{1,3}(?: \d{3}){1,3}|\d{1,12})(?:\.\d{1,9})?|\.\d{1,9})`;
/** "6,35 t" or "1,5 t": a comma with fewer than three digits after it marks decimals. */
const DECIMAL_MARK = /,\d{1,2}(?!\d)/;
/** Matched against lower-case text whose spaces are single. */
const WEIGHT = new RegExp(`^${NUMBER}(?: ?(${[...UNIT_OF.keys()].join('|')}))?$`);

const EXAMPLE: Record<MarinaUnits, string> = { imperial: '14,000 lb', metric: '850 kg or 6.35 t' };

/** Imperial: "14,000 lb" to the nearest 5 lb. Metric: "850 kg", and from a tonne "6.35 t". */
export function formatWeight(kg: number, units: MarinaUnits): string {
  if (units === 'imperial') {
    return `${writeDecimal(Math.round(kg / (5 * KG_PER_POUND)) * 5, 0, ',')} lb`;
  }
  const wholeKg = Math.round(kg);
  return wholeKg < 1000 ? `${wholeKg} kg` : `${writeDecimal(wholeKg, 3, ',')} t`;
}

/**
 * What an owner typed, in whole kilograms (halves up). A unit typed is honoured whatever the
 * marina's units; a bare number is in the marina's. The range is the schema's to check.
 */
export function parseWeight(text: string, units: MarinaUnits): WeightInput {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (typed === '') return { ok: false, message: 'Enter a weight' };
  const match = WEIGHT.exec(typed);
  const digits = match?.[1]?.replace(/[ ,]/g, '');
  const unit = match?.[2] === undefined ? BARE_UNIT[units] : UNIT_OF.get(match[2]);
  if (digits === undefined || unit === undefined) {
    const message = DECIMAL_MARK.test(typed)
      ? DECIMAL_COMMA
      : `Enter a weight like ${EXAMPLE[units]}`;
    return { ok: false, message };
  }
  return {
    ok: true,
    kg: roundFraction(multiplyFractions(readDecimal(digits), KILOGRAMS_IN[unit])),
  };
}
