import { z } from 'zod';
import { isValidServiceDate } from '../marina-time';
import { BOAT_LIMITS } from '../units/units';
import { textField } from './common';
import { kilogramsField, metresField as metres } from './measures';

/** What a boat is, for the crew and the lifts (docs/product.md#boats). */
export const BOAT_KINDS = ['sail', 'power', 'pontoon', 'pwc', 'other'] as const;
export type BoatKind = (typeof BOAT_KINDS)[number];

export { BOAT_LIMITS };

export const BOAT_KIND_LABELS: Record<BoatKind, string> = {
  sail: 'Sail',
  power: 'Power',
  pontoon: 'Pontoon',
  pwc: 'Personal watercraft',
  other: 'Other',
};

export const BOAT_NAME_MAX = 60;
/** Boats in service one owner may have at once: a family's, not a fleet's. */
export const MAX_BOATS_IN_SERVICE = 10;
export const FIRST_BOAT_YEAR = 1900;

const weightField = kilogramsField('Weight', BOAT_LIMITS.weightKg);

/** Built at each parse: "next year" moves on while the server runs. */
const yearField = z
  .number({ message: 'Year must be a year, like 2015' })
  .int('Year must be a year, like 2015')
  .refine((year) => year >= FIRST_BOAT_YEAR && year <= new Date().getUTCFullYear() + 1, {
    error: () => `Year must be from ${FIRST_BOAT_YEAR} to ${new Date().getUTCFullYear() + 1}`,
  });

const insuranceField = z
  .string({ message: 'Insurance expiry must be a date written yyyy-MM-dd' })
  .refine(isValidServiceDate, 'Insurance expiry must be a date written yyyy-MM-dd');

/** A text a boat may leave empty: '' and null both clear it. */
const boatText = (label: string, max: number, kind: 'single-line' | 'free-text' = 'single-line') =>
  textField(label, { max, maxMessage: `${label} must be at most ${max} characters`, kind });

const nameField = textField('Name', {
  max: BOAT_NAME_MAX,
  required: 'Give the boat a name',
  maxMessage: `Name must be at most ${BOAT_NAME_MAX} characters`,
});
const lengthField = metres('Length', BOAT_LIMITS.lengthM);

/** The fields a boat may leave out, before each body says what leaving one out means. */
const optionalFields = {
  kind: z.enum(BOAT_KINDS, { message: `Kind must be one of ${BOAT_KINDS.join(', ')}` }),
  beamM: metres('Beam', BOAT_LIMITS.beamM),
  draftM: metres('Draft', BOAT_LIMITS.draftM),
  weightKg: weightField,
  make: boatText('Make', 60),
  model: boatText('Model', 60),
  year: yearField,
  registration: boatText('Registration', 30),
  insuranceExpiresOn: insuranceField,
  notes: boatText('Notes', 1000, 'free-text'),
};
type OptionalFields = typeof optionalFields;

const emptyIsNull = <T>(value: T) => (value === '' ? null : value) as Exclude<T, ''> | null;

/** A new boat: a field left out is null. */
const newBoatFields = Object.fromEntries(
  Object.entries(optionalFields as Record<string, z.ZodType>).map(([key, field]) => [
    key,
    field.nullable().default(null).transform(emptyIsNull),
  ]),
) as {
  [K in keyof OptionalFields]: z.ZodPipe<
    z.ZodDefault<z.ZodNullable<OptionalFields[K]>>,
    z.ZodTransform<Exclude<z.output<OptionalFields[K]>, ''> | null>
  >;
};

/** A change: a field left out is kept (undefined), a null one cleared. */
const boatChangeFields = Object.fromEntries(
  Object.entries(optionalFields as Record<string, z.ZodType>).map(([key, field]) => [
    key,
    field
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : emptyIsNull(value))),
  ]),
) as {
  [K in keyof OptionalFields]: z.ZodPipe<
    z.ZodOptional<z.ZodNullable<OptionalFields[K]>>,
    z.ZodTransform<Exclude<z.output<OptionalFields[K]>, ''> | null | undefined>
  >;
};

/** POST /api/boats and POST /api/users/{id}/boats: a name and a length; the rest may be null. */
export const newBoatSchema = z.strictObject({
  name: nameField,
  lengthM: lengthField,
  ...newBoatFields,
});
export type NewBoatInput = z.input<typeof newBoatSchema>;
export type NewBoatValues = z.output<typeof newBoatSchema>;

/**
 * PATCH /api/boats/{id}: any of the fields; an absent one is kept, a null one cleared (name and
 * length cannot be cleared). An empty body changes nothing.
 */
export const boatChangesSchema = z.strictObject({
  name: nameField.optional(),
  lengthM: lengthField.optional(),
  ...boatChangeFields,
});
export type BoatChangesInput = z.input<typeof boatChangesSchema>;
export type BoatChanges = z.output<typeof boatChangesSchema>;
