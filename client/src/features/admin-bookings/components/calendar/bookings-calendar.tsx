import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfig } from '@/lib/config';
import { activeHoldsByDate, useWeatherHolds } from '@/lib/weather-holds';
import { CalendarLegend } from './calendar-legend';
import { visibleRange } from './calendar-range';
import type { SelectBooking } from './select-booking';
import { useCalendarBookings, type CalendarFilters } from './use-calendar-bookings';
import { useCalendarNav } from './use-calendar-nav';
import { usePlainGrid } from './use-plain-grid';

// Asked for as soon as this small file runs: the library downloads alongside the bookings
// request, which starts while this component renders (see useCalendarBookings).
const gridModule = import('./calendar-grid');
const CalendarGrid = lazy(() => gridModule);

export interface BookingsCalendarProps {
  filters: CalendarFilters;
  onSelectBooking: SelectBooking;
}

const gridSkeleton = <Skeleton className="h-[36rem] w-full" />;

/**
 * The admin calendar (docs/product.md#bookings-tab): bookings of the visible marina dates,
 * month/week/day.
 */
export default function BookingsCalendar({ filters, onSelectBooking }: BookingsCalendarProps) {
  const { data: config } = useConfig();
  if (!config) return gridSkeleton;
  return (
    <MarinaCalendar
      timeZone={config.timeZone}
      filters={filters}
      onSelectBooking={onSelectBooking}
    />
  );
}

function MarinaCalendar({
  timeZone,
  filters,
  onSelectBooking,
}: BookingsCalendarProps & { timeZone: string }) {
  const nav = useCalendarNav(timeZone);
  const { bookings, isError, isFetching } = useCalendarBookings(
    visibleRange(nav.view, nav.date),
    filters,
  );
  const plainGrid = usePlainGrid();
  const held = activeHoldsByDate(useWeatherHolds().data);

  return (
    <section
      ref={plainGrid}
      aria-label="Bookings calendar"
      className="marina-calendar"
      aria-busy={isFetching}
      data-testid="bookings-calendar"
    >
      {isError && (
        <p role="alert" className="mb-3 rounded-lg border border-destructive p-3 font-semibold">
          Error loading bookings. Please try again.
        </p>
      )}
      <Suspense fallback={gridSkeleton}>
        <CalendarGrid
          bookings={bookings}
          nav={nav}
          onSelectBooking={onSelectBooking}
          heldDates={held}
        />
      </Suspense>
      <CalendarLegend />
    </section>
  );
}
