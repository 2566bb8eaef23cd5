import type { CapacityDay } from '@shared/api/capacity';
import type { WeatherHold } from '@shared/api/weather-holds';
import { cn } from '@/lib/cn';
import { formatServiceDate } from '@/lib/marina-dates';
import { holdText } from '@/lib/weather-holds';
import { StormIcon } from '@/components/storm-icon';

/** What a day holds, in words for a screen reader and in short for the grid. */
function describeDay(day: CapacityDay) {
  const open = day.deadlines.filter((d) => !d.closed);
  const booked = day.deadlines.reduce((sum, d) => sum + d.booked, 0);
  const capacity = open.reduce((sum, d) => sum + d.capacity, 0);
  const closed = day.deadlines.filter((d) => d.closed);
  const allClosed = open.length === 0;
  const reason = closed[0]?.closedReason ?? null;
  const closedText = closed
    .map((d) => `${d.timeSlot} closed${d.closedReason ? ` (${d.closedReason})` : ''}`)
    .join('; ');
  const spoken = allClosed
    ? `closed${reason ? ` (${reason})` : ''}${booked ? `, ${booked} still booked` : ''}`
    : `${booked} of ${capacity} places booked${closed.length ? `; ${closedText}` : ''}`;
  return { allClosed, someClosed: closed.length > 0, booked, capacity, reason, spoken };
}

export function CapacityDayCell(props: {
  date: string;
  day: CapacityDay | undefined;
  /** The weather holds in force on this date, if any. */
  holds?: WeatherHold[] | undefined;
  today: string;
}) {
  const { date, day, holds } = props;
  const past = date < props.today;
  const facts = day ? describeDay(day) : null;
  const full = facts && !facts.allClosed && facts.capacity > 0 && facts.booked >= facts.capacity;
  return (
    <td className="p-0.5 align-top">
      <div
        data-date={date}
        data-closed={facts?.allClosed || undefined}
        data-held={holds ? true : undefined}
        className={cn(
          'flex min-h-14 flex-col gap-0.5 rounded-md border border-border p-1 sm:min-h-16',
          past && 'bg-muted/60 text-muted-foreground',
          date === props.today && 'ring-2 ring-accent',
          facts?.allClosed && 'border-destructive bg-destructive/10 dark:bg-destructive/25',
          facts &&
            !facts.allClosed &&
            facts.someClosed &&
            'border-2 border-dashed border-destructive',
          full && 'bg-accent-soft',
        )}
      >
        <span className="flex items-center justify-between font-semibold" aria-hidden="true">
          {Number(date.slice(8))}
          {holds && <StormIcon className="h-3.5 w-3.5 text-destructive dark:text-red-300" />}
        </span>
        {facts && (
          <span aria-hidden="true" className="truncate leading-tight">
            {facts.allClosed ? (
              <span className="font-semibold text-destructive dark:text-red-300">
                {holds ? 'Held' : 'Closed'}
              </span>
            ) : (
              `${facts.booked}/${facts.capacity}`
            )}
          </span>
        )}
        {facts?.allClosed && facts.reason && (
          <span
            aria-hidden="true"
            className="hidden truncate leading-tight text-muted-foreground sm:block"
          >
            {facts.reason}
          </span>
        )}
        <span className="sr-only">
          {formatServiceDate(date, 'EEEE, MMMM d')}: {facts ? facts.spoken : 'loading'}
          {holds ? `; ${holdText(holds)}` : ''}
        </span>
      </div>
    </td>
  );
}
