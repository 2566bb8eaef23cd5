import { z } from 'zod';
import { BOAT_KINDS, newBoatSchema, type NewBoatInput } from '@shared/schemas/boats';
import type { MarinaUnits } from '@shared/units';
import { boatDimensionField } from '@/lib/boat-dimension-field';

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
 * What the desk asks a customer on the phone before booking a boat: name, kind and length; the
 * beam, draft and weight when they know them. The rest of the record is the owner's to fill.
 */
export function newBoatFormSchema(units: MarinaUnits) {
  return z.object({
    name: newBoatSchema.shape.name,
    kind: z.string().pipe(z.enum(BOAT_KINDS, { message: 'Choose the kind of boat' })),
    // Required, so never null: the pipe says so to the types.
    lengthM: boatDimensionField('lengthM', units, { required: true }).pipe(z.number()),
    beamM: boatDimensionField('beamM', units),
    draftM: boatDimensionField('draftM', units),
    weightKg: boatDimensionField('weightKg', units),
  }) satisfies z.ZodType<NewBoatInput, NewBoatFormInput>;
}

export type NewBoatFormValues = z.output<ReturnType<typeof newBoatFormSchema>>;
