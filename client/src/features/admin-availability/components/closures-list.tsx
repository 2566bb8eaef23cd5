import type { SlotOverride } from '@shared/api-types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatServiceDate } from '@/lib/marina-dates';
import { useMediaQuery } from '@/lib/use-media-query';
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
  const run = () =>
    reopen.mutate(override.id, {
      onSuccess: () =>
        toast({
          title: override.closed ? 'Reopened' : 'Capacity removed',
          description: `${place} takes bookings again.`,
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to reopen: ${errorMessage(error, 'unknown error')}`,
          variant: 'destructive',
        }),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={reopen.isPending}
      onClick={run}
      aria-label={`${label} ${place}`}
    >
      {reopen.isPending ? 'Reopening...' : label}
    </Button>
  );
}

function ClosuresTable({ overrides }: { overrides: SlotOverride[] }) {
  const cell = 'px-3 py-2 text-left';
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Upcoming closures and capacity changes</caption>
      <thead className="border-b border-border bg-muted/60 text-muted-foreground">
        <tr>
          {['Date', 'What', 'Status', 'Reason'].map((name) => (
            <th key={name} scope="col" className={`${cell} font-semibold`}>
              {name}
            </th>
          ))}
          <th scope="col" className={`${cell} font-semibold`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {overrides.map((o) => (
          <tr key={o.id} data-testid="closure-row">
            <td className={`${cell} whitespace-nowrap font-medium`}>
              {formatServiceDate(o.date, 'EEE, MMM d, yyyy')}
            </td>
            <td className={cell}>{what(o)}</td>
            <td className={cell}>
              <Badge tone={o.closed ? 'destructive' : 'neutral'}>{status(o)}</Badge>
            </td>
            <td className={`${cell} break-words`}>{o.reason ?? '-'}</td>
            <td className={`${cell} text-right`}>
              <ReopenButton override={o} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ClosureCards({ overrides }: { overrides: SlotOverride[] }) {
  return (
    <ul className="divide-y divide-border">
      {overrides.map((o) => (
        <li key={o.id} data-testid="closure-row" className="flex flex-col gap-2 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{formatServiceDate(o.date, 'EEE, MMM d, yyyy')}</p>
            <Badge tone={o.closed ? 'destructive' : 'neutral'}>{status(o)}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {what(o)}
            {o.reason ? ` · ${o.reason}` : ''}
          </p>
          <div>
            <ReopenButton override={o} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Closures (and one-day capacities) from today on, soonest first, each with Reopen. */
export function ClosuresList({ today }: { today: string }) {
  const wide = useMediaQuery('(min-width: 768px)');
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
  else body = wide ? <ClosuresTable overrides={data} /> : <ClosureCards overrides={data} />;
  return (
    <SectionCard id="closures-title" title="Upcoming closures">
      <div data-testid="closures-list">{body}</div>
    </SectionCard>
  );
}
