import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ClearedBookingsResponse } from '@shared/api/bookings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toastFailure } from '@/lib/mutate-with-toasts';
import { plural } from '@/lib/plural';
import { useClearBookings } from '../api/clear-bookings';
import { adminBookingsQueryOptions } from '../api/get-admin-bookings';

/** How many active bookings there are, whatever the list shows: one row is enough to read total. */
function useActiveCount() {
  const { data, isFetching, isError } = useQuery(adminBookingsQueryOptions({ limit: 1 }));
  return { total: data?.total, counting: isFetching, isError };
}

function clearedText({ cleared, notified }: ClearedBookingsResponse): string {
  const emailed =
    notified === 0 ? 'no owner was emailed' : `${plural(notified, 'cancellation email')} sent`;
  return `${plural(cleared, 'booking')} cancelled; ${emailed}.`;
}

function countText(total: number | undefined, isError: boolean): string {
  if (isError) return 'The active bookings could not be counted. Please try again.';
  if (total === undefined) return 'Counting active bookings...';
  if (total === 0) return 'There are no active bookings to clear.';
  return `There ${total === 1 ? 'is 1 active booking' : `are ${total.toLocaleString('en-US')} active bookings`} now.`;
}

/**
 * The Bookings tab's danger zone: Clear All Bookings, kept away from the everyday toolbar. The
 * admin types the number of active bookings to confirm, and the server refuses (count_changed)
 * when that is no longer the number, so nobody clears bookings they have not seen counted.
 */
export function ClearAllBookings() {
  const { total, counting, isError } = useActiveCount();
  const [typed, setTyped] = useState('');
  const [notifyOwners, setNotifyOwners] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const clear = useClearBookings();
  const id = useId();
  // '1,234' as shown is as good as '1234'.
  const matches =
    !counting && total !== undefined && total > 0 && typed.replace(/[\s,]/g, '') === String(total);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setRefusal(null);
    clear.mutate(
      { expectedCount: total, notifyOwners },
      {
        onSuccess: (result) => {
          setTyped('');
          toast({ title: 'Bookings cleared', description: clearedText(result) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'count_changed') {
            setRefusal(errorMessage(error, 'The number of active bookings has changed.'));
            return;
          }
          toastFailure('Failed to clear bookings', error);
        },
      },
    );
  };

  return (
    <Card className="border-destructive/60">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 p-4 sm:p-6">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold text-destructive dark:text-red-300">
            Danger zone
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Clear All Bookings cancels every active booking, past and upcoming, and frees their
            places. This cannot be undone.
          </p>
        </div>
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Clear all bookings"
        >
          <p id={`${id}-count`} className="font-semibold" aria-live="polite">
            {countText(total, isError)}
          </p>
          {total !== undefined && total > 0 && (
            <div className="flex flex-col gap-1.5 sm:max-w-xs">
              <Label htmlFor={`${id}-typed`}>Type {total.toLocaleString('en-US')} to confirm</Label>
              <Input
                id={`${id}-typed`}
                inputMode="numeric"
                autoComplete="off"
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setRefusal(null);
                }}
                aria-invalid={refusal ? true : undefined}
                aria-describedby={`${id}-count${refusal ? ` ${id}-refusal` : ''}`}
              />
              <FieldError id={`${id}-refusal`} message={refusal} />
            </div>
          )}
          <Checkbox
            id={`${id}-notify`}
            checked={notifyOwners}
            onCheckedChange={setNotifyOwners}
            label="Email each owner that their booking was cancelled"
            description="Owners of upcoming bookings get the cancellation email of each one, as when a booking is deleted; past bookings are not mailed."
          />
          <div>
            <Button
              type="submit"
              variant="destructive"
              disabled={!matches || clear.isPending}
              className="w-full sm:w-auto"
            >
              {clear.isPending ? 'Clearing...' : 'Clear All Bookings'}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
