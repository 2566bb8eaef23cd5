import { lazy, Suspense, useCallback, useState } from 'react';
import type { AdminBooking } from '@shared/api-types';
import { marinaWallClock } from '@shared/marina-time';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfig } from '@/lib/config';
import { visibleRange, type CalendarView } from './calendar-range';
import { useCalendarBookings, type CalendarFilters } from './use-calendar-bookings';
import { usePlainGrid } from './use-plain-grid';

// Asked for as soon as this small file runs: the library downloads alongside the bookings
// request, which starts while this component renders (see useCalendarBookings).
const gridModule = import('./calendar-grid');
const CalendarGrid = lazy(() => gridModule);

export interface BookingsCalendarProps {
  filters: CalendarFilters;
  onSelectBooking: (booking: AdminBooking) => void;
}

/** A phone shows one day; the month grid is unreadable at 390 px. */
const initialView = (): CalendarView =>
  window.matchMedia('(max-width: 640px)').matches ? 'day' : 'month';

const gridSkeleton = <Skeleton className="h-[36rem] w-full" />;

/** SPEC §2's admin calendar: bookings of the visible marina dates, month/week/day. */
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
  // Dates here carry the marina's wall clock in local fields (see slotWallClock).
  const getNow = useCallback(() => marinaWallClock(new Date(), timeZone), [timeZone]);
  const [date, setDate] = useState(getNow);
  const [view, setView] = useState<CalendarView>(initialView);
  const { bookings, isError, isFetching } = useCalendarBookings(visibleRange(view, date), filters);
  const plainGrid = usePlainGrid();

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
          date={date}
          view={view}
          getNow={getNow}
          onNavigate={setDate}
          onView={setView}
          onSelectBooking={onSelectBooking}
        />
      </Suspense>
    </section>
  );
}
