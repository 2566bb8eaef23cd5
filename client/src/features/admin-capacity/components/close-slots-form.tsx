import { useState, type FormEvent } from 'react';
import { TIME_SLOTS } from '@shared/constants';
import { CLOSURE_REASON_MAX, CLOSURE_REASONS } from '@shared/schemas/capacity';
import { Button } from '@/components/ui/button';
import { DateInputField, TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import type { ClosureInput } from '../api/close-slots';
import { CloseSlotsDialog } from './close-slots-dialog';
import { SectionCard } from './section-card';
import { WeatherHoldDialog } from './weather-hold-dialog';

const OTHER = 'other';
const WHOLE_DAY = 'day';
const REASON_OPTIONS = [
  ...CLOSURE_REASONS.map((reason) => ({ value: reason, label: reason })),
  { value: OTHER, label: 'Other (type it)' },
];
const SCOPE_OPTIONS = [
  { value: WHOLE_DAY, label: 'Whole day' },
  ...TIME_SLOTS.map((slot) => ({ value: slot, label: `${slot} deadline only` })),
];

type Errors = Partial<Record<'date' | 'reason' | 'otherReason', string>>;

/** Close a date or one deadline with a reason owners will read; a dialog confirms first. */
export function CloseSlotsForm(props: {
  today: string;
  lastDate: string;
  date: string;
  onDate: (date: string) => void;
}) {
  const { date } = props;
  const [scope, setScope] = useState(WHOLE_DAY);
  const [reason, setReason] = useState('');
  const [otherReason, setOtherReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<ClosureInput | null>(null);
  const [holdDate, setHoldDate] = useState<string | null>(null);

  const dateError = () => {
    if (!date) return 'Choose a date';
    if (date < props.today) return 'Choose today or a later date';
    if (date > props.lastDate) return 'Choose a date within the booking horizon';
    return undefined;
  };

  /** A weather hold needs only the date: its dialog asks the rest. */
  const openHold = () => {
    const error = dateError();
    setErrors(error ? { date: error } : {});
    if (!error) setHoldDate(date);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = otherReason.trim();
    const next: Errors = {};
    const error = dateError();
    if (error) next.date = error;
    if (!reason) next.reason = 'Choose a reason';
    else if (reason === OTHER && !typed) next.otherReason = 'Type the reason owners will see';
    else if (typed.length > CLOSURE_REASON_MAX)
      next.otherReason = `At most ${CLOSURE_REASON_MAX} characters`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setPending({
      date,
      // WHOLE_DAY is no deadline, so it finds none: null.
      timeSlot: TIME_SLOTS.find((slot) => slot === scope) ?? null,
      reason: reason === OTHER ? typed : reason,
    });
  };

  return (
    <SectionCard
      id="close-slots-title"
      title="Close a date or deadline"
      hint="Owners see the reason on the schedule page; those already booked are emailed. A weather hold also moves each booking to the first free time after it."
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <DateInputField
          id="close-date"
          label="Date"
          min={props.today}
          max={props.lastDate}
          value={date}
          onChange={(event) => props.onDate(event.target.value)}
          error={errors.date}
        />
        <SelectField
          id="close-scope"
          label="What closes"
          value={scope}
          onValueChange={setScope}
          options={SCOPE_OPTIONS}
          placeholder="Whole day"
        />
        <SelectField
          id="close-reason"
          label="Reason"
          value={reason}
          onValueChange={setReason}
          options={REASON_OPTIONS}
          placeholder="Choose a reason"
          error={errors.reason}
        />
        {reason === OTHER && (
          <TextField
            id="close-other-reason"
            label="Reason owners will see"
            value={otherReason}
            maxLength={CLOSURE_REASON_MAX}
            onChange={(event) => setOtherReason(event.target.value)}
            error={errors.otherReason}
          />
        )}
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
          <Button type="submit" variant="destructive">
            {scope === WHOLE_DAY ? 'Close Date' : 'Close Deadline'}
          </Button>
          <Button type="button" variant="outlineDestructive" onClick={openHold}>
            Weather Hold
          </Button>
        </div>
      </form>
      <CloseSlotsDialog closure={pending} onDone={() => setPending(null)} />
      <WeatherHoldDialog date={holdDate} onDone={() => setHoldDate(null)} />
    </SectionCard>
  );
}
