import { z } from 'zod';
import { databaseId, serviceDateField, textField } from './common';
import { kilogramsField, metresField } from './measures';

export const LIFT_NAME_MAX = 40;
/** Lifts in service at once: a yard runs a handful; the crew board has a column for each. */
export const MAX_LIFTS_IN_SERVICE = 20;

/** What a lift is (docs/product.md#lifts). */
export const LIFT_KINDS = ['travelift', 'forklift', 'crane', 'trailer', 'other'] as const;
export type LiftKind = (typeof LIFT_KINDS)[number];
export const LIFT_KIND_LABELS: Record<LiftKind, string> = {
  travelift: 'Travelift',
  forklift: 'Forklift',
  crane: 'Crane',
  trailer: 'Trailer',
  other: 'Other',
};

/** A lift's limits, in the API's units; each may be null (no limit). */
export const LIFT_LIMITS = {
  maxWeightKg: { min: 100, max: 500_000 },
  maxBeamM: { min: 0.5, max: 30 },
  maxLengthM: { min: 1, max: 100 },
  perDeadline: { min: 1, max: 50 },
} as const;

const perDeadlineMessage = `Load must be a whole number of services from ${LIFT_LIMITS.perDeadline.min} to ${LIFT_LIMITS.perDeadline.max}, or null for no limit of its own`;

const nameField = textField('Name', { max: LIFT_NAME_MAX, required: 'Give the lift a name' });
const limitFields = {
  kind: z.enum(LIFT_KINDS, { message: `Kind must be one of ${LIFT_KINDS.join(', ')}` }),
  maxWeightKg: kilogramsField('Max weight', LIFT_LIMITS.maxWeightKg).nullable(),
  maxBeamM: metresField('Max beam', LIFT_LIMITS.maxBeamM).nullable(),
  maxLengthM: metresField('Max length', LIFT_LIMITS.maxLengthM).nullable(),
  perDeadline: z
    .number({ message: perDeadlineMessage })
    .int(perDeadlineMessage)
    .min(LIFT_LIMITS.perDeadline.min, perDeadlineMessage)
    .max(LIFT_LIMITS.perDeadline.max, perDeadlineMessage)
    .nullable(),
};

/** POST /api/lifts: a name; kind 'other' and no limits unless given. */
export const liftSchema = z.strictObject({
  name: nameField,
  kind: limitFields.kind.default('other'),
  maxWeightKg: limitFields.maxWeightKg.default(null),
  maxBeamM: limitFields.maxBeamM.default(null),
  maxLengthM: limitFields.maxLengthM.default(null),
  perDeadline: limitFields.perDeadline.default(null),
});
export type LiftValues = z.output<typeof liftSchema>;

/** PATCH /api/lifts/{id}: what changes; a field left out is kept, a null limit removed. */
export const liftChangeSchema = z.strictObject({
  name: nameField.optional(),
  kind: limitFields.kind.optional(),
  maxWeightKg: limitFields.maxWeightKg.optional(),
  maxBeamM: limitFields.maxBeamM.optional(),
  maxLengthM: limitFields.maxLengthM.optional(),
  perDeadline: limitFields.perDeadline.optional(),
});
export type LiftChangeValues = z.output<typeof liftChangeSchema>;

export const OVERRIDE_REASON_MAX = 200;
const overrideReason = () =>
  textField('Reason', {
    max: OVERRIDE_REASON_MAX,
    maxMessage: `Reason must be at most ${OVERRIDE_REASON_MAX} characters`,
    required: 'Say why the lift rules are overridden',
  }).optional();

/** Refuses an override without its reason, on the reason's field. */
export const requireOverrideReason =
  (flag: string, reason: string) => (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (values[flag] === true && !values[reason]) {
      ctx.addIssue({
        code: 'custom',
        path: [reason],
        message: 'Say why the lift rules are overridden',
      });
    }
  };

/**
 * PATCH /api/bookings/{id}/lift: the lift that serves the booking, or null for none; `override`
 * with a reason puts it on a lift that does not fit it or is at its load.
 */
export const bookingLiftSchema = z
  .strictObject({
    liftId: databaseId('Lift must be a lift id, or null for none').nullable(),
    override: z.boolean({ message: 'Override must be true or false' }).optional(),
    overrideReason: overrideReason(),
  })
  .superRefine(requireOverrideReason('override', 'overrideReason'));
export type BookingLiftValues = z.output<typeof bookingLiftSchema>;

/** The office's booking past the lift rules: both fields, or neither. */
export const liftOverrideFields = {
  liftOverride: z.boolean({ message: 'Lift override must be true or false' }).optional(),
  liftOverrideReason: overrideReason(),
};

/** POST /api/lifts/auto-assign: the day whose unassigned bookings go on lifts. */
export const autoAssignSchema = z.strictObject({ date: serviceDateField });
