import type { WeatherHold } from '@shared/api/weather-holds';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatServiceDate } from '@/lib/marina-dates';
import { useWeatherHolds } from '@/lib/weather-holds';
import { useLiftWeatherHold } from '../api/lift-weather-hold';
import { SectionCard } from './section-card';
import { plural } from '@/lib/plural';

const day = (hold: WeatherHold) => formatServiceDate(hold.date, 'EEE, MMM d, yyyy');

function LiftButton({ hold }: { hold: WeatherHold }) {
  const lift = useLiftWeatherHold();
  // mutateAsync: the row re-renders as lifted once the list refetches.
  const run = () =>
    lift.mutateAsync(hold.id).then(
      () =>
        toast({
          title: 'Weather hold lifted',
          description: `${day(hold)} takes bookings again. Moved bookings stay where they are.`,
        }),
      (error: unknown) =>
        toast({
          title: 'Error',
          description: `Failed to lift: ${errorMessage(error, 'unknown error')}`,
          variant: 'destructive',
        }),
    );
  return (
    <Button
      variant="outline"
      size="sm"
      className="max-md:min-h-11"
      disabled={lift.isPending}
      onClick={run}
      aria-label={`Lift the weather hold on ${day(hold)}`}
    >
      {lift.isPending ? 'Lifting...' : 'Lift'}
    </Button>
  );
}

/** The holds of the last 30 days and ahead, newest first: what each did, and Lift. */
export function WeatherHoldsList() {
  const { data, isPending, isError } = useWeatherHolds();
  let body;
  if (isPending) body = <Skeleton className="h-16 w-full" />;
  else if (isError) body = <p role="alert">Error loading weather holds. Please try again.</p>;
  else if (data.length === 0)
    body = <p className="text-muted-foreground">No weather holds in the last 30 days.</p>;
  else
    body = (
      <ul className="divide-y divide-border" aria-label="Weather holds">
        {data.map((hold) => (
          <li
            key={hold.id}
            data-testid="weather-hold-row"
            className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold">{day(hold)}</p>
                <Badge tone={hold.liftedAt ? 'neutral' : 'destructive'}>
                  {hold.liftedAt ? 'Lifted' : 'Held'}
                </Badge>
              </div>
              <p className="break-words text-sm text-muted-foreground">
                {hold.timeSlots.join(', ')} · {hold.reason} · {plural(hold.moved, 'booking')} moved
                {hold.unplaced > 0
                  ? `, ${plural(hold.unplaced, 'owner')} asked for a new date`
                  : ''}
              </p>
            </div>
            {!hold.liftedAt && (
              <div className="shrink-0">
                <LiftButton hold={hold} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <SectionCard
      id="weather-holds-title"
      title="Weather holds"
      hint="Lifting a hold reopens its deadlines; bookings it moved stay where they are."
    >
      <div data-testid="weather-holds-list">{body}</div>
    </SectionCard>
  );
}
