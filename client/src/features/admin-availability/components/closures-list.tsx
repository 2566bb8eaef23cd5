import type { SlotOverride } from '@shared/api/slot-overrides';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatServiceDate } from '@/lib/marina-dates';
import { useSlotOverrides } from '../api/get-slot-overrides';
import { useReopenSlots } from '../api/reopen-slots';
import { closurePlace } from './close-slots-dialog';
import { SectionCard } from './section-card';

const what = (o: SlotOverride) => (o.timeSlot ? `${o.timeSlot} deadline` : 'Whole day');
const status = (o: SlotOverride) => (o.closed ? 'Closed' : `Capacity ${o.capacity ?? ''}`);

/** Reopen (a closure) or Remove (a one-day capacity): the date goes back to the defaults. */
function ReopenButton({ override }: { override: SlotOverride }) {
  const reopen = useReopenSlots();
  const place = closurePlace(override.date, override.timeSlot);
  const label = override.closed ? 'Reopen' : 'Remove';
  // mutateAsync, not mutate's callbacks: the row is gone (unmounted) once the list refetches.
  const run = () =>
    reopen.mutateAsync(override.id).then(
      () =>
        toast({
          title: override.closed ? 'Reopened' : 'Capacity removed',
          description: `${place} takes bookings again.`,
        }),
      (error: unknown) =>
        toast({
          title: 'Error',
          description: `Failed to reopen: ${errorMessage(error, 'unknown error')}`,
          variant: 'destructive',
        }),
    );
  return (
    <Button
      variant="outline"
      size="sm"
      className="max-md:min-h-11"
      disabled={reopen.isPending}
      onClick={run}
      aria-label={`${label} ${place}`}
    >
      {reopen.isPending ? 'Reopening...' : label}
    </Button>
  );
}

/**
 * One row per closure. A list rather than a table at every width: the panel is half the page
 * on a desktop and the whole of a phone, and a row reads the same in both.
 */
function ClosureRows({ overrides }: { overrides: SlotOverride[] }) {
  return (
    <ul className="divide-y divide-border" aria-label="Upcoming closures and capacity changes">
      {overrides.map((o) => (
        <li
          key={o.id}
          data-testid="closure-row"
          className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">{formatServiceDate(o.date, 'EEE, MMM d, yyyy')}</p>
              <Badge tone={o.closed ? 'destructive' : 'neutral'}>{status(o)}</Badge>
            </div>
            <p className="break-words text-sm text-muted-foreground">
              {what(o)}
              {o.reason ? ` · ${o.reason}` : ''}
            </p>
          </div>
          <div className="shrink-0">
            <ReopenButton override={o} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Closures (and one-day capacities) from today on, soonest first, each with Reopen. */
export function ClosuresList({ today }: { today: string }) {
  const { data, isPending, isError } = useSlotOverrides(today);
  let body;
  if (isPending) body = <Skeleton className="h-24 w-full" />;
  else if (isError) body = <p role="alert">Error loading closures. Please try again.</p>;
  else if (data.length === 0)
    body = (
      <p className="text-muted-foreground">
        No upcoming closures. Every date follows the defaults.
      </p>
    );
  else body = <ClosureRows overrides={data} />;
  return (
    <SectionCard id="closures-title" title="Upcoming closures">
      <div data-testid="closures-list">{body}</div>
    </SectionCard>
  );
}
