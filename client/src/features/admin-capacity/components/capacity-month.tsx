import { useState } from 'react';
import type { CapacityDay } from '@shared/api/capacity';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  WEEKDAYS,
  weeksOf,
  type MonthRef,
} from '@/lib/marina-dates';
import { activeHoldsByDate, useWeatherHolds } from '@/lib/weather-holds';
import { useCapacityDays } from '../api/get-capacity-days';
import { CapacityDayCell } from './capacity-day-cell';
import { SectionCard } from './section-card';
import { StormIcon } from '@/components/storm-icon';

/** A month of capacity: each day's booked places against its capacity, closed days marked. */
export function CapacityMonth({ today }: { today: string }) {
  const [month, setMonth] = useState<MonthRef>(() => monthOf(today));
  const cells = monthGrid(month);
  const dates = cells.filter((cell): cell is string => cell !== null);
  const { data, isError, isPlaceholderData } = useCapacityDays(dates[0]!, dates.at(-1)!);
  const byDate = new Map<string, CapacityDay>(data?.days.map((day) => [day.date, day]));
  const holds = activeHoldsByDate(useWeatherHolds().data);
  const title = monthTitle(month);

  return (
    <SectionCard
      id="capacity-month-title"
      title="Capacity by day"
      hint="Places booked out of each day's capacity, all deadlines together."
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          className="max-md:min-h-11"
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label="Previous month"
        >
          Prev
        </Button>
        <h3 className="text-base font-bold" aria-live="polite">
          {title}
        </h3>
        <Button
          variant="outline"
          size="sm"
          className="max-md:min-h-11"
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label="Next month"
        >
          Next
        </Button>
      </div>
      {isError && <p role="alert">Error loading capacity. Please try again.</p>}
      <table
        className={cn(
          'w-full table-fixed border-collapse text-xs',
          isPlaceholderData && 'opacity-60',
        )}
        aria-busy={isPlaceholderData || !data || undefined}
        data-testid="capacity-month"
        data-month={isPlaceholderData ? undefined : dates[0]?.slice(0, 7)}
      >
        <caption className="sr-only">Capacity in {title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" className="pb-1 font-semibold text-muted-foreground">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(cells).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, index) =>
                date ? (
                  <CapacityDayCell
                    key={date}
                    date={date}
                    day={byDate.get(date)}
                    holds={holds.get(date)}
                    today={today}
                  />
                ) : (
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        aria-label="Legend"
      >
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="h-3 w-3 rounded-sm border border-destructive bg-destructive/10 dark:bg-destructive/25"
          />
          Closed
        </li>
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="h-3 w-3 rounded-sm border-2 border-dashed border-destructive"
          />
          A deadline closed
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-accent-soft" />
          Full
        </li>
        <li className="flex items-center gap-1.5">
          <StormIcon className="h-3.5 w-3.5 text-destructive dark:text-red-300" />
          Weather hold
        </li>
      </ul>
    </SectionCard>
  );
}
