import { useState, type FormEvent } from 'react';
import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { WEATHER_HOLD_REASON_MAX, type WeatherHoldInput } from '@shared/schemas/weather-holds';
import type { WeatherHoldCreated } from '@shared/api/weather-holds';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatServiceDate } from '@/lib/marina-dates';
import { usePlaceWeatherHold } from '../api/place-weather-hold';
import { useWeatherHoldPreview } from '../api/preview-weather-hold';
import { HoldMovesTable } from './hold-moves-table';
import { plural } from '@/lib/plural';

function actionLabel(moving: number | undefined): string {
  if (moving === undefined) return 'Hold and move bookings';
  return moving === 0 ? 'Hold this date' : `Hold and move ${plural(moving, 'booking')}`;
}

/** What the hold did, in one sentence for the summary and the screen reader. */
export function holdSummary(created: WeatherHoldCreated): string {
  const { moved, unplaced } = created.hold;
  const asked =
    unplaced > 0 ? ` ${plural(unplaced, 'owner')} will be asked to choose a new date.` : '';
  return `Held. ${plural(moved, 'booking')} moved and ${moved === 1 ? 'its owner' : 'their owners'} emailed.${asked}`;
}

/**
 * The weather hold (docs/product.md#weather-holds): the office names the reason and the deadlines,
 * sees where each booking would go, and applies it; the summary then lists what moved.
 */
export function WeatherHoldDialog(props: { date: string | null; onDone: () => void }) {
  const { date } = props;
  const [timeSlots, setTimeSlots] = useState<TimeSlot[]>([...TIME_SLOTS]);
  const [reason, setReason] = useState('Weather');
  const [errors, setErrors] = useState<Partial<Record<keyof WeatherHoldInput, string>>>({});
  const [created, setCreated] = useState<WeatherHoldCreated | null>(null);
  const preview = useWeatherHoldPreview(
    { date: date ?? '', timeSlots },
    date !== null && timeSlots.length > 0 && created === null,
  );
  const hold = usePlaceWeatherHold();
  const moves = preview.isFetching ? undefined : preview.data;
  const moving = moves?.moves.filter((move) => move.to !== null).length;

  const close = () => {
    setCreated(null);
    setErrors({});
    setTimeSlots([...TIME_SLOTS]);
    setReason('Weather');
    hold.reset();
    props.onDone();
  };
  const toggle = (slot: TimeSlot, on: boolean) =>
    setTimeSlots((slots) => TIME_SLOTS.filter((s) => (s === slot ? on : slots.includes(s))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = reason.trim();
    const next: typeof errors = {};
    if (!typed) next.reason = 'Give the reason owners will read';
    if (timeSlots.length === 0) next.timeSlots = 'Choose at least one deadline';
    setErrors(next);
    if (Object.keys(next).length > 0 || !date) return;
    hold.mutate({ date, timeSlots, reason: typed }, { onSuccess: setCreated });
  };

  const day = date ? formatServiceDate(date, 'EEEE, MMMM d, yyyy') : '';
  return (
    <Dialog open={date !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={created ? 'Weather hold placed' : 'Weather hold'}
        description={
          created
            ? `${day}: ${created.hold.reason}`
            : `${day}: close the deadlines and move every booking on them to the first free time after it.`
        }
        className="max-w-2xl"
      >
        {created ? (
          <div className="mt-4 flex flex-col gap-4" data-testid="weather-hold-summary">
            <p role="status" className="font-semibold">
              {holdSummary(created)}
            </p>
            <HoldMovesTable moves={created.moves} caption="What the hold did" />
            <Button onClick={close} className="self-end">
              Done
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
            <TextField
              id="hold-reason"
              label="Reason owners will read"
              value={reason}
              maxLength={WEATHER_HOLD_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              error={errors.reason}
            />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Deadlines to hold</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {TIME_SLOTS.map((slot) => (
                  <Checkbox
                    key={slot}
                    id={`hold-slot-${slot.replace(/\W/g, '')}`}
                    label={slot}
                    checked={timeSlots.includes(slot)}
                    onCheckedChange={(on) => toggle(slot, on)}
                  />
                ))}
              </div>
              <FieldError id="hold-slots-error" message={errors.timeSlots} />
            </fieldset>
            <section aria-labelledby="hold-preview-title" className="flex flex-col gap-2">
              <h3 id="hold-preview-title" className="text-base font-bold">
                Where each booking goes
              </h3>
              <HoldPreview
                loading={timeSlots.length > 0 && moves === undefined && !preview.isError}
                error={preview.isError ? errorMessage(preview.error, 'unknown error') : null}
                preview={timeSlots.length > 0 ? moves : undefined}
              />
            </section>
            {hold.isError && (
              <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
                Failed to hold: {errorMessage(hold.error, 'unknown error')}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={hold.isPending || moving === undefined}
              >
                {hold.isPending ? 'Holding...' : actionLabel(moving)}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function HoldPreview(props: {
  loading: boolean;
  error: string | null;
  preview: { moves: WeatherHoldCreated['moves']; waitlistEntries: number } | undefined;
}) {
  if (props.error) return <p role="alert">Could not plan the moves: {props.error}</p>;
  if (props.loading) return <p className="text-sm text-muted-foreground">Planning the moves...</p>;
  if (!props.preview) return <p className="text-sm text-muted-foreground">Choose a deadline.</p>;
  const { moves, waitlistEntries } = props.preview;
  return (
    <div className="flex flex-col gap-2" data-testid="weather-hold-preview">
      {moves.length === 0 ? (
        <p className="text-sm">No booking is on these deadlines: nobody moves.</p>
      ) : (
        <HoldMovesTable moves={moves} caption="Bookings on the held deadlines" />
      )}
      {waitlistEntries > 0 && (
        <p className="text-sm text-muted-foreground">
          {plural(waitlistEntries, 'owner')} waiting here will be told the waitlist has ended.
        </p>
      )}
    </div>
  );
}
