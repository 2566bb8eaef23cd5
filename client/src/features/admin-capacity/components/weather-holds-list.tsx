import type { WeatherHold } from '@shared/api/weather-holds';
import { Skeleton } from '@/components/ui/skeleton';
import { formatServiceDate } from '@/lib/marina-dates';
import { useWeatherHolds } from '@/lib/weather-holds';
import { plural } from '@/lib/plural';
import { useLiftWeatherHold } from '../api/lift-weather-hold';
import { DatedRow } from './dated-row';
import { RowActionButton } from './row-action-button';
import { SectionCard } from './section-card';

const day = (hold: WeatherHold) => formatServiceDate(hold.date, 'EEE, MMM d, yyyy');
const whatItDid = (hold: WeatherHold) =>
  `${hold.timeSlots.join(', ')} · ${hold.reason} · ${plural(hold.moved, 'booking')} moved` +
  (hold.unplaced > 0 ? `, ${plural(hold.unplaced, 'owner')} asked for a new date` : '');

function LiftButton({ hold }: { hold: WeatherHold }) {
  const lift = useLiftWeatherHold();
  return (
    <RowActionButton
      label="Lift"
      busyLabel="Lifting..."
      ariaLabel={`Lift the weather hold on ${day(hold)}`}
      busy={lift.isPending}
      run={() => lift.mutateAsync(hold.id)}
      done={{
        title: 'Weather hold lifted',
        description: `${day(hold)} takes bookings again. Moved bookings stay where they are.`,
      }}
      failure="Failed to lift"
    />
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
          <DatedRow
            key={hold.id}
            testId="weather-hold-row"
            date={hold.date}
            badge={
              hold.liftedAt
                ? { text: 'Lifted', tone: 'neutral' }
                : { text: 'Held', tone: 'destructive' }
            }
            detail={whatItDid(hold)}
            action={hold.liftedAt ? undefined : <LiftButton hold={hold} />}
          />
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
