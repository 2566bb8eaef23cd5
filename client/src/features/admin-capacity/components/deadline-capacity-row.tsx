import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SlotCapacitySetting } from '@shared/api/capacity';
import type { LiftConflict } from '@shared/api/lifts';
import { CAPACITY_MAX } from '@shared/schemas/capacity';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/mutate-with-toasts';
import { useResetSlotCapacity } from '../api/reset-slot-capacity';
import { useSetSlotCapacity } from '../api/set-slot-capacity';
import { overbookedQueryOptions } from '../api/get-overbooked';
import { OverbookedDialog, type OverbookedWarning } from './overbooked-dialog';

/**
 * One deadline: its capacity field, Save, and Reset to the marina's default. A save or a reset
 * answers the bookings now past the deadline's places, for `onConflicts`.
 */
export function DeadlineCapacityRow(props: {
  setting: SlotCapacitySetting;
  defaultCapacity: number;
  onConflicts: (conflicts: LiftConflict[]) => void;
}) {
  const { timeSlot, capacity, custom } = props.setting;
  const [value, setValue] = useState(String(capacity));
  const [error, setError] = useState<string | null>(null);
  const save = useSetSlotCapacity();
  const reset = useResetSlotCapacity();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [warning, setWarning] = useState<OverbookedWarning | null>(null);
  const id = `capacity-${timeSlot.replace(/\W+/g, '-')}`;
  const pending = save.isPending || reset.isPending || checking;

  const onFailure = (action: string) => (failure: unknown) =>
    toastFailure(`Failed to ${action} capacity`, failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Number(value);
    if (!/^\d+$/.test(value.trim()) || next > CAPACITY_MAX) {
      setError(`Enter a whole number from 0 to ${CAPACITY_MAX}`);
      return;
    }
    setError(null);
    if (next < capacity) void warnOrSave(next);
    else saveCapacity(next);
  };

  // mutateAsync, not mutate's callbacks: the saved value re-keys (remounts) this row.
  const saveCapacity = (next: number) => {
    setWarning(null);
    save.mutateAsync({ timeSlot, capacity: next }).then(({ conflicts }) => {
      props.onConflicts(conflicts);
      toast({ title: 'Capacity saved', description: `${timeSlot}: ${next} per day` });
    }, onFailure('save'));
  };

  /** Lowering: first ask which upcoming deadlines already hold more bookings than that. */
  const warnOrSave = async (next: number) => {
    setChecking(true);
    try {
      const { deadlines } = await queryClient.fetchQuery(
        overbookedQueryOptions({ capacity: next, timeSlot }),
      );
      if (deadlines.length === 0) saveCapacity(next);
      else setWarning({ what: `the ${timeSlot} deadline`, capacity: next, deadlines });
    } catch (failure) {
      toastFailure('Failed to check the bookings before saving', failure);
    } finally {
      setChecking(false);
    }
  };

  const resetToDefault = () =>
    reset.mutateAsync(timeSlot).then(({ conflicts }) => {
      props.onConflicts(conflicts);
      toast({
        title: 'Capacity reset',
        description: `${timeSlot}: back to the default of ${props.defaultCapacity}`,
      });
    }, onFailure('reset'));

  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <form onSubmit={submit} className="flex flex-col gap-2" aria-label={`${timeSlot} capacity`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <label htmlFor={id} className="font-semibold">
            {timeSlot}
          </label>
          <span id={`${id}-state`} className="text-sm text-muted-foreground">
            {custom ? `Custom (default ${props.defaultCapacity})` : 'Marina default'}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The input fills its box (cn does not merge widths), so the box sets the width. */}
          <div className="w-24">
            <Input
              id={id}
              inputMode="numeric"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-state${error ? ` ${id}-error` : ''}`}
            />
          </div>
          <Button type="submit" disabled={pending}>
            Save
          </Button>
          <Button
            variant="outline"
            disabled={pending || !custom}
            onClick={resetToDefault}
            aria-label={`Reset ${timeSlot} to the default of ${props.defaultCapacity}`}
          >
            Reset
          </Button>
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </form>
      <OverbookedDialog
        warning={warning}
        onSave={() => warning && saveCapacity(warning.capacity)}
        onCancel={() => setWarning(null)}
        busy={save.isPending}
      />
    </li>
  );
}
