/**
 * Decimals read and written exactly. "14 ft 7 in" is 444.5 cm and must round up to 4.45 m,
 * but 175 * 0.0254 in floating point is 4.4449999…: what a person typed is read as a fraction
 * of big integers and rounded once, at the end. Shown values are written from whole counts
 * (centimetres, kilograms), so no float ever prints as 9.910000000000002.
 */

/** Only the point marks decimals: "9,91" is 9.91 to some readers and 991 to others. */
export const DECIMAL_COMMA = 'Use a point for decimals, not a comma';

/** A non-negative fraction: numerator over denominator. */
export type Fraction = readonly [numerator: bigint, denominator: bigint];

/** Digits with an optional decimal point ("32", "32.5", ".5"), read exactly. */
export function readDecimal(digits: string): Fraction {
  const [whole = '', decimals = ''] = digits.split('.');
  return [BigInt(`${whole}${decimals}` || '0'), 10n ** BigInt(decimals.length)];
}

export function addFractions([a, b]: Fraction, [c, d]: Fraction): Fraction {
  return [a * d + c * b, b * d];
}

export function multiplyFractions([a, b]: Fraction, [c, d]: Fraction): Fraction {
  return [a * c, b * d];
}

/** The nearest whole number, halves rounded up (the values are never negative). */
export function roundFraction([numerator, denominator]: Fraction): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * A whole count of 10^-places written as a decimal without trailing zeros: (991, 2) is
 * "9.91", (1000, 2) is "10". The separator, if any, goes between thousands of the whole part.
 */
export function writeDecimal(count: number, places: number, separator = ''): string {
  const scale = 10 ** places;
  const whole = String(Math.floor(count / scale)).replace(/\B(?=(\d{3})+$)/g, separator);
  const decimals = String(count % scale)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return decimals === '' ? whole : `${whole}.${decimals}`;
}
