import { z } from 'zod';
import type { Boat } from '@shared/api/boats';
import {
  BOAT_KINDS,
  newBoatSchema,
  type BoatChangesInput,
  type BoatKind,
} from '@shared/schemas/boats';
import { formatLength, formatWeight, type MarinaUnits } from '@shared/units';
import { boatDimensionField } from '@/lib/boat-dimension-field';

/**
 * The boat form's fields, named as the API names them. Dimensions are what the owner types in
 * the marina's units ('32 ft 6 in', '14,000 lb'); the schema turns them into metres and kilograms.
 */
export interface BoatFormInput {
  name: string;
  kind: BoatKind | '';
  lengthM: string;
  beamM: string;
  draftM: string;
  weightKg: string;
  make: string;
  model: string;
  year: string;
  registration: string;
  insuranceExpiresOn: string;
  notes: string;
}
export type BoatFormValues = z.output<ReturnType<typeof boatFormSchema>>;

const { shape } = newBoatSchema;

/** The form's schema: its output is the body of POST /api/boats. Texts check as the server does. */
export function boatFormSchema(units: MarinaUnits) {
  return z.object({
    name: shape.name,
    kind: z.union([z.enum(BOAT_KINDS), z.literal('')]).transform((kind) => kind || null),
    lengthM: boatDimensionField('lengthM', units, { required: true }).pipe(z.number()),
    beamM: boatDimensionField('beamM', units),
    draftM: boatDimensionField('draftM', units),
    weightKg: boatDimensionField('weightKg', units),
    make: shape.make,
    model: shape.model,
    year: z
      .string()
      .trim()
      .transform((year): number | null | undefined => (year === '' ? null : Number(year)))
      .pipe(shape.year),
    registration: shape.registration,
    // A date input gives '' when cleared: no date, not a malformed one.
    insuranceExpiresOn: z
      .string()
      .transform((date): string | null | undefined => date || null)
      .pipe(shape.insuranceExpiresOn),
    notes: shape.notes,
  });
}

export const emptyBoatForm: BoatFormInput = {
  name: '',
  kind: '',
  lengthM: '',
  beamM: '',
  draftM: '',
  weightKg: '',
  make: '',
  model: '',
  year: '',
  registration: '',
  insuranceExpiresOn: '',
  notes: '',
};

/** A stored boat as the form shows it: dimensions written back in the marina's units. */
export function boatFormInput(boat: Boat, units: MarinaUnits): BoatFormInput {
  const length = (metres: number | null) => (metres === null ? '' : formatLength(metres, units));
  return {
    name: boat.name,
    kind: boat.kind ?? '',
    lengthM: formatLength(boat.lengthM, units),
    beamM: length(boat.beamM),
    draftM: length(boat.draftM),
    weightKg: boat.weightKg === null ? '' : formatWeight(boat.weightKg, units),
    make: boat.make ?? '',
    model: boat.model ?? '',
    year: boat.year === null ? '' : String(boat.year),
    registration: boat.registration ?? '',
    insuranceExpiresOn: boat.insuranceExpiresOn ?? '',
    notes: boat.notes ?? '',
  };
}

/**
 * The PATCH body of an edit: only the fields whose text the owner changed. A dimension shown
 * to the nearest inch and saved untouched would otherwise move by up to a centimetre.
 */
export function boatChanges(
  values: BoatFormValues,
  typed: { [K in keyof BoatFormInput]?: unknown },
  initial: BoatFormInput,
): BoatChangesInput {
  const changed = (Object.keys(initial) as (keyof BoatFormInput)[]).filter(
    (key) => typed[key] !== initial[key],
  );
  return Object.fromEntries(changed.map((key) => [key, values[key]]));
}
