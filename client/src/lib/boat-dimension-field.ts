import { z } from 'zod';
import {
  BOAT_LIMITS,
  boatRangeMessage,
  parseLength,
  parseWeight,
  type BoatDimension,
  type MarinaUnits,
} from '@shared/units';

/**
 * A boat's dimension as typed in a form, in the marina's units ('32 ft 6 in', '14,000 lb'), read
 * into the API's metres or kilograms and held to the record's limits, so the message is in the
 * units typed, never the API's. Blank is null unless required (the parser then says what to
 * enter). The owner's boat form and the office's quick boat read sizes alike through this.
 */
export function boatDimensionField(
  dimension: BoatDimension,
  units: MarinaUnits,
  { required = false }: { required?: boolean } = {},
) {
  return z.string().transform((text, ctx): number | null => {
    if (!required && text.trim() === '') return null;
    const input = dimension === 'weightKg' ? parseWeight(text, units) : parseLength(text, units);
    if (!input.ok) {
      ctx.addIssue({ code: 'custom', message: input.message });
      return z.NEVER;
    }
    const value = 'kg' in input ? input.kg : input.metres;
    const { min, max } = BOAT_LIMITS[dimension];
    if (value < min || value > max) {
      ctx.addIssue({ code: 'custom', message: boatRangeMessage(dimension, units) });
      return z.NEVER;
    }
    return value;
  });
}
