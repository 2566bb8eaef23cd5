import type { MarinaUnits } from '@shared/units';
import { KG_PER_POUND, METRES_PER_INCH } from '@shared/units/units';

/**
 * A boat's dimensions as numbers a spreadsheet sorts and sums, in the marina's units; the unit
 * goes in the column's header. The rounding is the screens' (shared/units): imperial lengths to
 * the nearest inch, written as decimal feet (32 ft 6 in is 32.5), weights to the nearest 5 lb,
 * so a sheet never shows a value the owner did not type. Metric values are as kept.
 */
export const LENGTH_UNIT: Record<MarinaUnits, string> = { imperial: 'ft', metric: 'm' };
export const WEIGHT_UNIT: Record<MarinaUnits, string> = { imperial: 'lb', metric: 'kg' };

export function lengthIn(units: MarinaUnits, metres: number): number {
  if (units === 'metric') return metres;
  const inches = Math.round(metres / METRES_PER_INCH);
  return Math.round((inches / 12) * 100) / 100;
}

export function weightIn(units: MarinaUnits, kg: number): number {
  if (units === 'metric') return kg;
  return Math.round(kg / (5 * KG_PER_POUND)) * 5;
}
