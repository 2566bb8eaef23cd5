import {
  addFractions,
  DECIMAL_COMMA,
  type Fraction,
  multiplyFractions,
  readDecimal,
  roundFraction,
  writeDecimal,
} from './decimal';
import { type MarinaUnits, METRES_PER_INCH } from './units';

/**
 * Boat lengths, beams and drafts as the marina shows and accepts them. The API keeps metres
 * with 2 decimals; imperial screens show the nearest inch, which a centimetre (0.39 in) can
 * never move, so whatever inch count an owner types is the one they see again.
 */

export type LengthInput = { ok: true; metres: number } | { ok: false; message: string };

type LengthUnit = 'ft' | 'in' | 'm' | 'cm';

/** Centimetres in one of each unit. */
const CENTIMETRES_IN: Record<LengthUnit, Fraction> = {
  ft: [3048n, 100n],
  in: [254n, 100n],
  m: [100n, 1n],
  cm: [1n, 1n],
};

/** A bare number is in the marina's unit: feet, or metres. */
const BARE_UNIT: Record<MarinaUnits, LengthUnit> = { imperial: 'ft', metric: 'm' };

/** Phones turn ' and " into curly quotes, and some people type primes: all count. */
const UNIT_WORDS: Record<LengthUnit, readonly string[]> = {
  ft: ['feet', 'foot', 'ft', "'", '’', '‘', '′'],
  in: ['inches', 'inch', 'in', "''", '’’', '"', '”', '“', '″'],
  m: ['metres', 'metre', 'meters', 'meter', 'm'],
  cm: ['centimetres', 'centimetre', 'centimeters', 'centimeter', 'cm'],
};
const UNIT_OF = new Map(
  Object.entries(UNIT_WORDS).flatMap(([unit, words]) => words.map((w) => [w, unit as LengthUnit])),
);
const words = (...units: LengthUnit[]) => units.flatMap((unit) => UNIT_WORDS[unit]).join('|');

/** At most 9 digits each side of the point: enough for any boat, and never Infinity. */
const NUMBER = String.raw`(\d{1,9}(?:\.\d{1,9})?|\.\d{1,9})`;
/** Matched against lower-case text whose spaces are single: "32.5", "9.91 m", "78"". */
const ONE_AMOUNT = new RegExp(`^${NUMBER}(?: ?(${words('ft', 'in', 'm', 'cm')}))?$`);
/** "32 ft 6 in", "32'6"", "32' 6": after feet, a number without a unit is inches. */
const FEET_AND_INCHES = new RegExp(
  `^(\\d{1,9}) ?(?:${words('ft')}) ?${NUMBER}(?: ?(?:${words('in')}))?$`,
);

const EXAMPLE: Record<MarinaUnits, string> = { imperial: '32 ft 6 in', metric: '9.9 m' };

/** Imperial: the nearest inch, "32 ft 6 in", "32 ft", "8 in". Metric: "9.91 m", "10 m". */
export function formatLength(metres: number, units: MarinaUnits): string {
  if (units === 'metric') return `${writeDecimal(Math.round(metres * 100), 2)} m`;
  const inches = Math.round(metres / METRES_PER_INCH);
  const feet = Math.floor(inches / 12);
  const rest = inches % 12;
  if (feet === 0) return `${rest} in`;
  return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
}

/**
 * What an owner typed, in metres rounded to the centimetre (halves up). A unit typed is
 * honoured whatever the marina's units; a bare number is in the marina's. Commas are refused:
 * "9,91 m" means 9.91 to some and 991 to others. The range is the schema's to check.
 */
export function parseLength(text: string, units: MarinaUnits): LengthInput {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (typed === '') return { ok: false, message: 'Enter a length' };
  if (typed.includes(',')) return { ok: false, message: DECIMAL_COMMA };
  const amount = ONE_AMOUNT.exec(typed);
  if (amount?.[1] !== undefined) {
    const unit = amount[2] === undefined ? BARE_UNIT[units] : UNIT_OF.get(amount[2]);
    if (unit !== undefined) return inMetres(readDecimal(amount[1]), CENTIMETRES_IN[unit]);
  }
  const feetAndInches = FEET_AND_INCHES.exec(typed);
  if (feetAndInches?.[1] !== undefined && feetAndInches[2] !== undefined) {
    const inches = readDecimal(feetAndInches[2]);
    if (inches[0] >= 12n * inches[1]) return { ok: false, message: 'Inches must be under 12' };
    const feet = readDecimal(feetAndInches[1]);
    return inMetres(addFractions(multiplyFractions(feet, [12n, 1n]), inches), CENTIMETRES_IN.in);
  }
  return { ok: false, message: `Enter a length like ${EXAMPLE[units]}` };
}

function inMetres(amount: Fraction, centimetresEach: Fraction): LengthInput {
  return { ok: true, metres: roundFraction(multiplyFractions(amount, centimetresEach)) / 100 };
}
