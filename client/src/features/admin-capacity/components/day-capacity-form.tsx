import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { LiftConflict } from '@shared/api/lifts';
import { TIME_SLOTS } from '@shared/constants';
import { CAPACITY_MAX } from '@shared/schemas/capacity';
import { Button } from '@/components/ui/button';
import { DateInputField, TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/mutate-with-toasts';
import { overbookedQueryOptions } from '../api/get-overbooked';
import { useSetDayCapacity, type DayCapacityInput } from '../api/set-day-capacity';
import { BookingConflicts } from './booking-conflicts';
import { closurePlace } from './close-slots-dialog';
import { OverbookedDialog, type OverbookedWarning } from './overbooked-dialog';
import { SectionCard } from './section-card';

const WHOLE_DAY = 'day';
const SCOPE_OPTIONS = [
  { value: WHOLE_DAY, label: 'Each deadline of the day' },
  ...TIME_SLOTS.map((slot) => ({ value: slot, label: `${slot} deadline only` })),
];

type Errors = Partial<Record<'date' | 'capacity', string>>;

/**
 * One date's capacity (a short-handed day, an extra crew): saved as a slot override, listed and
 * removable under Upcoming closures. A capacity below what is booked warns first, naming them,
 * and once saved lists the bookings left past its places.
 */
export function DayCapacityForm(props: { today: string; lastDate: string }) {
  const [date, setDate] = useState('');
  const [scope, setScope] = useState(WHOLE_DAY);
  const [capacity, setCapacity] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  const [warning, setWarning] = useState<(OverbookedWarning & { input: DayCapacityInput }) | null>(
    null,
  );
  const [conflicts, setConflicts] = useState<LiftConflict[]>([]);
  const save = useSetDayCapacity();
  const queryClient = useQueryClient();

  const saveCapacity = (input: DayCapacityInput) => {
    setWarning(null);
    save.mutate(input, {
      onSuccess: (saved) => {
        setConflicts(saved.conflicts);
        toast({
          title: 'Capacity saved',
          description: `${closurePlace(input.date, input.timeSlot)}: ${input.capacity} per deadline`,
        });
      },
      onError: (error) => toastFailure('Failed to save capacity', error),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!date) next.date = 'Choose a date';
    else if (date < props.today) next.date = 'Choose today or a later date';
    else if (date > props.lastDate) next.date = 'Choose a date within the booking horizon';
    if (!/^\d+$/.test(capacity.trim()) || Number(capacity) > CAPACITY_MAX)
      next.capacity = `Enter a whole number from 0 to ${CAPACITY_MAX}`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const timeSlot = TIME_SLOTS.find((slot) => slot === scope) ?? null;
    const input = { date, timeSlot, capacity: Number(capacity) };
    setChecking(true);
    try {
      const { deadlines } = await queryClient.fetchQuery(
        overbookedQueryOptions({
          capacity: input.capacity,
          date,
          ...(timeSlot ? { timeSlot } : {}),
        }),
      );
      if (deadlines.length === 0) saveCapacity(input);
      else {
        const what = timeSlot
          ? closurePlace(date, timeSlot)
          : `each deadline on ${closurePlace(date, null)}`;
        setWarning({ what, capacity: input.capacity, deadlines, input });
      }
    } catch (error) {
      toastFailure('Failed to check the bookings before saving', error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <SectionCard
      id="day-capacity-title"
      title="Change one day's capacity"
      hint="For a short-handed or an extra-busy day. Remove it under Upcoming closures to go back to the defaults."
    >
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <DateInputField
          id="day-capacity-date"
          label="Day"
          min={props.today}
          max={props.lastDate}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
        />
        <SelectField
          id="day-capacity-scope"
          label="Which deadlines"
          value={scope}
          onValueChange={setScope}
          options={SCOPE_OPTIONS}
          placeholder="Each deadline of the day"
        />
        <TextField
          id="day-capacity-value"
          label="Capacity per deadline"
          inputMode="numeric"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={errors.capacity}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={checking || save.isPending} className="w-full sm:w-auto">
            {checking ? 'Checking...' : 'Save Capacity'}
          </Button>
        </div>
      </form>
      <BookingConflicts conflicts={conflicts} onDismiss={() => setConflicts([])} />
      <OverbookedDialog
        warning={warning}
        onSave={() => warning && saveCapacity(warning.input)}
        onCancel={() => setWarning(null)}
        busy={save.isPending}
      />
    </SectionCard>
  );
}
