import { z } from 'zod';
import { BOAT_KINDS, newBoatSchema, type NewBoatInput } from '@shared/schemas/boats';
import {
  BOAT_LIMITS,
  boatRangeMessage,
  parseLength,
  parseWeight,
  type BoatDimension,
  type MarinaUnits,
} from '@shared/units';

/** The office's quick boat, as typed: dimensions in the marina's units ('32 ft 6 in'). */
export interface NewBoatFormInput {
  name: string;
  kind: string;
  lengthM: string;
  beamM: string;
  draftM: string;
  weightKg: string;
}

export const EMPTY_NEW_BOAT: NewBoatFormInput = {
  name: '',
  kind: '',
  lengthM: '',
  beamM: '',
  draftM: '',
  weightKg: '',
};

/**
 * A dimension read in the marina's units and held to the record's limits, so the office meets
 * the range in the units it typed, never the API's metres. Blank is null unless required (the
 * parser then says what to enter).
 */
function dimension(name: BoatDimension, units: MarinaUnits, required = false) {
  return z.string().transform((text, ctx) => {
    if (!required && text.trim() === '') return null;
    const input = name === 'weightKg' ? parseWeight(text, units) : parseLength(text, units);
    if (!input.ok) {
      ctx.addIssue({ code: 'custom', message: input.message });
      return z.NEVER;
    }
    const value = 'kg' in input ? input.kg : input.metres;
    if (value < BOAT_LIMITS[name].min || value > BOAT_LIMITS[name].max) {
      ctx.addIssue({ code: 'custom', message: boatRangeMessage(name, units) });
      return z.NEVER;
    }
    return value;
  });
}

/**
 * What the desk asks a customer on the phone before booking a boat: name, kind and length; the
 * beam, draft and weight when they know them. The rest of the record is the owner's to fill.
 */
export function newBoatFormSchema(units: MarinaUnits) {
  return z.object({
    name: newBoatSchema.shape.name,
    kind: z.string().pipe(z.enum(BOAT_KINDS, { message: 'Choose the kind of boat' })),
    // Required, so never null: the pipe says so to the types.
    lengthM: dimension('lengthM', units, true).pipe(z.number()),
    beamM: dimension('beamM', units),
    draftM: dimension('draftM', units),
    weightKg: dimension('weightKg', units),
  }) satisfies z.ZodType<NewBoatInput, NewBoatFormInput>;
}

export type NewBoatFormValues = z.output<ReturnType<typeof newBoatFormSchema>>;
