import { z } from 'zod';
import type { Lift } from '@shared/api/lifts';
import {
  LIFT_KINDS,
  liftSchema,
  type LiftChangeValues,
  type LiftKind,
  type LiftValues,
} from '@shared/schemas/lifts';
import type { MarinaUnits } from '@shared/units';
import { liftLimitField, liftLimitText, perDeadlineField } from './lift-limit-field';

/** The lift form's fields, named as the API names them; limits as typed in the marina's units. */
export interface LiftFormInput {
  name: string;
  kind: LiftKind;
  maxWeightKg: string;
  maxBeamM: string;
  maxLengthM: string;
  perDeadline: string;
}

/** The form's schema: its output is the body of POST /api/lifts. */
export function liftFormSchema(units: MarinaUnits) {
  return z.object({
    name: liftSchema.shape.name,
    kind: z.enum(LIFT_KINDS),
    maxWeightKg: liftLimitField('maxWeightKg', units),
    maxBeamM: liftLimitField('maxBeamM', units),
    maxLengthM: liftLimitField('maxLengthM', units),
    perDeadline: perDeadlineField,
  }) satisfies z.ZodType<LiftValues, LiftFormInput>;
}

export const emptyLiftForm: LiftFormInput = {
  name: '',
  kind: 'other',
  maxWeightKg: '',
  maxBeamM: '',
  maxLengthM: '',
  perDeadline: '',
};

/** A lift as the form shows it: limits written back in the marina's units. */
export function liftFormInput(lift: Lift, units: MarinaUnits): LiftFormInput {
  return {
    name: lift.name,
    kind: lift.kind,
    maxWeightKg: liftLimitText('maxWeightKg', lift.maxWeightKg, units),
    maxBeamM: liftLimitText('maxBeamM', lift.maxBeamM, units),
    maxLengthM: liftLimitText('maxLengthM', lift.maxLengthM, units),
    perDeadline: lift.perDeadline === null ? '' : String(lift.perDeadline),
  };
}

/**
 * The PATCH body of an edit: only the fields whose text changed. A limit shown to the nearest
 * inch and saved untouched would otherwise move by up to a centimetre.
 */
export function liftChanges(
  values: LiftValues,
  typed: LiftFormInput,
  initial: LiftFormInput,
): LiftChangeValues {
  const changed = (Object.keys(initial) as (keyof LiftFormInput)[]).filter(
    (key) => typed[key] !== initial[key],
  );
  return Object.fromEntries(changed.map((key) => [key, values[key]]));
}
