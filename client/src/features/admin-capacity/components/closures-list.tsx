import type { SlotOverride } from '@shared/api/capacity';
import { Skeleton } from '@/components/ui/skeleton';
import { useSlotOverrides } from '../api/get-slot-overrides';
import { useReopenSlots } from '../api/reopen-slots';
import { closurePlace } from './close-slots-dialog';
import { DatedRow } from './dated-row';
import { RowActionButton } from './row-action-button';
import { SectionCard } from './section-card';

const what = (o: SlotOverride) => (o.timeSlot ? `${o.timeSlot} deadline` : 'Whole day');
const status = (o: SlotOverride) => (o.closed ? 'Closed' : `Capacity ${o.capacity ?? ''}`);

/** Reopen (a closure) or Remove (a one-day capacity): the date goes back to the defaults. */
function ReopenButton({ override }: { override: SlotOverride }) {
  const reopen = useReopenSlots();
  const place = closurePlace(override.date, override.timeSlot);
  const label = override.closed ? 'Reopen' : 'Remove';
  return (
    <RowActionButton
      label={label}
      busyLabel="Reopening..."
      ariaLabel={`${label} ${place}`}
      busy={reopen.isPending}
      run={() => reopen.mutateAsync(override.id)}
      done={{
        title: override.closed ? 'Reopened' : 'Capacity removed',
        description: `${place} takes bookings again.`,
      }}
      failure="Failed to reopen"
    />
  );
}

/** One row per closure. */
function ClosureRows({ overrides }: { overrides: SlotOverride[] }) {
  return (
    <ul className="divide-y divide-border" aria-label="Upcoming closures and capacity changes">
      {overrides.map((o) => (
        <DatedRow
          key={o.id}
          testId="closure-row"
          date={o.date}
          badge={{ text: status(o), tone: o.closed ? 'destructive' : 'neutral' }}
          detail={`${what(o)}${o.reason ? ` · ${o.reason}` : ''}`}
          action={<ReopenButton override={o} />}
        />
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
