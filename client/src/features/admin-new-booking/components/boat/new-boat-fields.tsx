import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { Boat } from '@shared/api/boats';
import { BOAT_KIND_LABELS, BOAT_KINDS } from '@shared/schemas/boats';
import type { MarinaUnits } from '@shared/units';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAddCustomerBoat } from '@/lib/boats';
import { fieldProps } from '@/lib/form-field';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import {
  EMPTY_NEW_BOAT,
  newBoatFormSchema,
  type NewBoatFormInput,
  type NewBoatFormValues,
} from './new-boat-schema';

const kindOptions = BOAT_KINDS.map((value) => ({ value, label: BOAT_KIND_LABELS[value] }));
const HINTS: Record<MarinaUnits, { length: string; weight: string }> = {
  imperial: { length: 'Like 32 ft 6 in', weight: 'Like 14,000 lb' },
  metric: { length: 'Like 9.9 m', weight: 'Like 850 kg or 6.35 t' },
};

/**
 * Add a boat to the customer's record without leaving the booking: a few fields in place of
 * the boat picker. It is no <form> (one may not hold another), so Enter in a field saves the
 * boat here instead of sending the booking.
 */
export function NewBoatFields(props: {
  userId: number;
  units: MarinaUnits;
  onAdded: (boat: Boat) => void;
  onCancel: () => void;
}) {
  const schema = useMemo(() => newBoatFormSchema(props.units), [props.units]);
  const form = useForm<NewBoatFormInput, unknown, NewBoatFormValues>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: EMPTY_NEW_BOAT,
  });
  const group = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(group, form.formState.submitCount);
  const field = fieldProps(form, 'office-new-boat');
  const kind = useController({ control: form.control, name: 'kind' });
  const add = useAddCustomerBoat();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Feet, inches and pounds are typed as words: no autocorrect, no spelling marks.
  const typed = { autoComplete: 'off', spellCheck: false };

  const save = form.handleSubmit((values) => {
    setRefusal(null);
    add.mutate(
      { userId: props.userId, values },
      {
        onSuccess: props.onAdded,
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.fieldErrors ?? []) : [];
          const known = fields.filter(({ path }) => path in EMPTY_NEW_BOAT);
          known.forEach(({ path, message }) =>
            form.setError(path as keyof NewBoatFormInput, { message }),
          );
          if (known.length === 0) setRefusal(errorMessage(error, 'The boat was not added.'));
        },
      },
    );
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void save();
  };

  return (
    <div
      ref={group}
      role="group"
      aria-labelledby="office-new-boat-title"
      onKeyDown={onKeyDown}
      className="flex flex-col gap-4 rounded-xl border border-border bg-muted/40 p-4"
    >
      <h3 id="office-new-boat-title" className="font-bold">
        Add a boat
      </h3>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Boat name" autoComplete="off" {...field('name')} />
        <SelectField
          id="office-new-boat-kind"
          label="Kind"
          error={kind.fieldState.error?.message}
          value={kind.field.value || undefined}
          onValueChange={kind.field.onChange}
          options={kindOptions}
          placeholder="Sail, power…"
        />
        <TextField
          label="Length"
          hint={HINTS[props.units].length}
          {...typed}
          {...field('lengthM')}
        />
        <TextField label="Beam (optional)" {...typed} {...field('beamM')} />
        <TextField label="Draft (optional)" {...typed} {...field('draftM')} />
        <TextField
          label="Weight (optional)"
          hint={HINTS[props.units].weight}
          {...typed}
          {...field('weightKg')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={props.onCancel} disabled={add.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add boat'}
        </Button>
      </div>
    </div>
  );
}
