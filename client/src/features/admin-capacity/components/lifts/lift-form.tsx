import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { LIFT_KIND_LABELS, LIFT_KINDS, type LiftValues } from '@shared/schemas/lifts';
import type { MarinaUnits } from '@shared/units';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { emptyLiftForm, liftFormSchema, type LiftFormInput } from './lift-form-schema';
import type { LiftMeasure } from './lift-limit-field';

const kindOptions = LIFT_KINDS.map((value) => ({ value, label: LIFT_KIND_LABELS[value] }));

/** An example in the marina's units, and what leaving the field empty means. */
const HINTS: Record<MarinaUnits, Record<LiftMeasure, string>> = {
  imperial: {
    maxWeightKg: 'Like 35,000 lb; empty for no limit',
    maxBeamM: 'Like 14 ft; empty for no limit',
    maxLengthM: 'Like 45 ft 6 in; empty for no limit',
  },
  metric: {
    maxWeightKg: 'Like 16 t or 850 kg; empty for no limit',
    maxBeamM: 'Like 4.3 m; empty for no limit',
    maxLengthM: 'Like 14 m; empty for no limit',
  },
};

/**
 * A lift's name, kind, limits (typed in the marina's units) and load per deadline, to add one
 * or change one. The server's field errors land on their fields; any other refusal (a name in
 * service already, a 21st lift) under the name, rather than in a toast.
 */
export function LiftForm(props: {
  idPrefix: string;
  /** The form's accessible name: 'New lift', 'Change Travelift'. */
  label: string;
  /** The name field's label: 'New lift name' when adding, 'Name' when changing. */
  nameLabel: string;
  units: MarinaUnits;
  initial?: LiftFormInput;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves when saved (a new lift's form then clears); rejects with the server's error. */
  save: (values: LiftValues, typed: LiftFormInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { units } = props;
  const schema = useMemo(() => liftFormSchema(units), [units]);
  const initial = props.initial ?? emptyLiftForm;
  const form = useSchemaForm(schema, props.idPrefix, initial);
  const { handleSubmit, setError, reset, getValues, formState, formRef, field, control } = form;
  const kind = useController({ control, name: 'kind' });
  const sizeField = (name: LiftMeasure) => ({
    ...field(name),
    hint: HINTS[units][name],
    autoComplete: 'off',
    spellCheck: false,
  });

  const submit = async (values: LiftValues) => {
    try {
      await props.save(values, getValues());
      if (!props.initial) reset(emptyLiftForm);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fieldErrors ?? []) : [];
      const known = fields.filter(({ path }) => path in emptyLiftForm);
      known.forEach(({ path, message }, index) =>
        setError(path as keyof LiftFormInput, { message }, { shouldFocus: index === 0 }),
      );
      if (known.length === 0) {
        const message = errorMessage(error, 'The lift could not be saved. Please try again.');
        setError('name', { message }, { shouldFocus: true });
      }
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={props.label}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={props.nameLabel} autoComplete="off" {...field('name')} />
        <SelectField
          id={`${props.idPrefix}-kind`}
          label="Kind"
          value={kind.field.value}
          onValueChange={kind.field.onChange}
          options={kindOptions}
          placeholder="Travelift, forklift…"
        />
        <TextField label="Max weight" {...sizeField('maxWeightKg')} />
        <TextField label="Max beam" {...sizeField('maxBeamM')} />
        <TextField label="Max length" {...sizeField('maxLengthM')} />
        <TextField
          label="Load per deadline"
          inputMode="numeric"
          autoComplete="off"
          hint="Services it takes a deadline; empty if only the deadline's capacity counts"
          {...field('perDeadline')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {props.onCancel && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
