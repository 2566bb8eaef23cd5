import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import type { Boat } from '@shared/api/boats';
import { BOAT_KIND_LABELS, BOAT_KINDS } from '@shared/schemas/boats';
import type { MarinaUnits } from '@shared/units';
import { Button } from '@/components/ui/button';
import { DateInputField, Field, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useAddMyBoat, useChangeBoat } from '@/lib/boats';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  boatChanges,
  boatFormInput,
  boatFormSchema,
  emptyBoatForm,
  type BoatFormInput,
} from './boat-form-schema';

/** Examples in the marina's units, so an owner sees what the field reads. */
const HINTS: Record<MarinaUnits, Record<'lengthM' | 'beamM' | 'draftM' | 'weightKg', string>> = {
  imperial: {
    lengthM: 'Like 32 ft 6 in',
    beamM: 'Like 11 ft 2 in',
    draftM: 'Like 5 ft 3 in',
    weightKg: 'Like 14,000 lb',
  },
  metric: {
    lengthM: 'Like 9.9 m',
    beamM: 'Like 3.4 m',
    draftM: 'Like 1.6 m',
    weightKg: 'Like 850 kg or 6.35 t',
  },
};

/** Radix Select has no empty value: this one stands for 'not given'. */
const NO_KIND = 'none';
const kindOptions = [
  ...BOAT_KINDS.map((value) => ({ value, label: BOAT_KIND_LABELS[value] })),
  { value: NO_KIND, label: 'Not given' },
];

/**
 * Add a boat, or edit one (`boat`): dimensions typed in the marina's units and shown back as
 * stored. The server's field errors land on their fields; a refusal of the whole boat (too many
 * in service) above them.
 */
export function BoatForm(props: {
  boat: Boat | null;
  units: MarinaUnits;
  onDone: (boat: Boat) => void;
  onCancel: () => void;
}) {
  const { boat, units } = props;
  const add = useAddMyBoat();
  const change = useChangeBoat();
  const schema = useMemo(() => boatFormSchema(units), [units]);
  const initial = useMemo(() => (boat ? boatFormInput(boat, units) : emptyBoatForm), [boat, units]);
  const { handleSubmit, control, setError, getValues, formRef, field } = useSchemaForm(
    schema,
    'boat',
    initial,
  );
  const kind = useController({ control, name: 'kind' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const hints = HINTS[units];
  // Feet, inches and pounds are typed as words: no autocorrect, no spelling marks.
  const dimension = (name: 'lengthM' | 'beamM' | 'draftM' | 'weightKg') => ({
    ...field(name),
    autoComplete: 'off',
    spellCheck: false,
  });
  const { error: notesError, id: notesId, ...notes } = field('notes');

  const onError = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    const elsewhere: string[] = [];
    error.fieldErrors?.forEach(({ path, message }, index) => {
      if (path in emptyBoatForm) {
        setError(path as keyof BoatFormInput, { message }, { shouldFocus: index === 0 });
      } else elsewhere.push(message);
    });
    if (!error.fieldErrors?.length || elsewhere.length) {
      setRefusal(elsewhere[0] ?? error.serverMessage);
    }
  };
  const failure = { title: 'Boat not saved', fallback: 'Please try again.' };

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    if (!boat) {
      mutateWithToasts(add, values, {
        success: (added) => ({ title: 'Boat added', description: `${added.name} is on record.` }),
        failure,
        onSuccess: props.onDone,
        onError,
      });
      return;
    }
    const changes = boatChanges(values, getValues(), initial);
    if (Object.keys(changes).length === 0) return props.onDone(boat);
    mutateWithToasts(
      change,
      { boatId: boat.id, changes },
      {
        success: (saved) => ({ title: 'Boat saved', description: `${saved.name} is up to date.` }),
        failure,
        onSuccess: props.onDone,
        onError,
      },
    );
  });
  const pending = add.isPending || change.isPending;

  return (
    <form
      ref={formRef}
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        // The schedule opens this dialog inside its booking form: a portal's submit event
        // still bubbles through React to that form, which would book.
        event.stopPropagation();
        void onSubmit(event);
      }}
    >
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <SelectField
          id="boat-kind"
          label="Kind"
          error={kind.fieldState.error?.message}
          value={kind.field.value || undefined}
          onValueChange={(value) => kind.field.onChange(value === NO_KIND ? '' : value)}
          options={kindOptions}
          placeholder="Sail, power…"
        />
        <TextField label="Length" hint={hints.lengthM} {...dimension('lengthM')} />
        <TextField label="Beam" hint={hints.beamM} {...dimension('beamM')} />
        <TextField label="Draft" hint={hints.draftM} {...dimension('draftM')} />
        <TextField label="Weight" hint={hints.weightKg} {...dimension('weightKg')} />
        <TextField label="Make" autoComplete="off" {...field('make')} />
        <TextField label="Model" autoComplete="off" {...field('model')} />
        <TextField label="Year" inputMode="numeric" autoComplete="off" {...field('year')} />
        <TextField label="Registration" autoComplete="off" {...field('registration')} />
        <DateInputField label="Insurance expires" {...field('insuranceExpiresOn')} />
      </div>
      <Field id={notesId} label="Notes" error={notesError}>
        <Textarea
          id={notesId}
          rows={3}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? `${notesId}-error` : undefined}
          placeholder="What the crew should know: lifting points, a keel to watch"
          {...notes}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : boat ? 'Save boat' : 'Add boat'}
        </Button>
      </div>
    </form>
  );
}
