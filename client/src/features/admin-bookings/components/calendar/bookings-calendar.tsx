import { useCallback, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Calendar, type Components, type Formats } from 'react-big-calendar';
import type { AdminBooking } from '@shared/api-types';
import { marinaWallClock } from '@shared/marina-time';
import { Skeleton } from '@/components/ui/skeleton';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useConfig } from '@/lib/config';
import { CalendarEventWrapper } from './calendar-event-wrapper';
import { eventTone, toBookingEvent, type BookingEvent } from './calendar-events';
import { localizer } from './calendar-localizer';
import { visibleRange, type CalendarView } from './calendar-range';
import { CalendarToolbar } from './calendar-toolbar';
import { useCalendarBookings, type CalendarFilters } from './use-calendar-bookings';
import { usePlainGrid } from './use-plain-grid';
import './bookings-calendar.css';

export interface BookingsCalendarProps {
  filters: CalendarFilters;
  onSelectBooking: (booking: AdminBooking) => void;
}

const VIEWS: CalendarView[] = ['month', 'week', 'day'];
// The day names as plain text: the library's own header is an ARIA column header with no table.
const DayName = ({ label }: { label: string }) => <span>{label}</span>;
const COMPONENTS: Components<BookingEvent> = {
  eventWrapper: CalendarEventWrapper,
  header: DayName,
  toolbar: CalendarToolbar,
};
const FORMATS: Formats = { dateFormat: 'd', dayFormat: 'EEE d' };
// Deadlines fall at 10:00, 12:00 and 15:00: the time grid shows the working day only.
const DAY_START = new Date(1970, 0, 1, 9);
const DAY_END = new Date(1970, 0, 1, 17);

/** A phone shows one day; the month grid is unreadable at 390 px. */
const initialView = (): CalendarView =>
  window.matchMedia('(max-width: 640px)').matches ? 'day' : 'month';

/** SPEC §2's admin calendar: bookings of the visible marina dates, month/week/day. */
export default function BookingsCalendar({ filters, onSelectBooking }: BookingsCalendarProps) {
  const { data: config } = useConfig();
  if (!config) {
    return <Skeleton className="aspect-[1.5] w-full" />;
  }
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
  const range = visibleRange(view, date);
  const { bookings, isError, isFetching } = useCalendarBookings(range, filters);
  const events = useMemo(() => bookings.map(toBookingEvent), [bookings]);
  const container = useRef<HTMLElement>(null);
  usePlainGrid(container);

  const onKeyPressEvent = (event: BookingEvent, e: SyntheticEvent<HTMLElement>) => {
    const key = (e as unknown as KeyboardEvent).key;
    if (key === 'Enter' || key === ' ') {
      e.preventDefault();
      onSelectBooking(event.booking);
    }
  };

  return (
    <TooltipProvider>
      <section
        ref={container}
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
        <Calendar<BookingEvent>
          localizer={localizer}
          events={events}
          date={date}
          view={view}
          views={VIEWS}
          onNavigate={setDate}
          onView={(next) => setView(next as CalendarView)}
          getNow={getNow}
          min={DAY_START}
          max={DAY_END}
          step={30}
          timeslots={2}
          tooltipAccessor={null}
          onSelectEvent={(event) => onSelectBooking(event.booking)}
          onKeyPressEvent={onKeyPressEvent}
          eventPropGetter={(event) => ({ className: `marina-event-${eventTone(event.booking)}` })}
          components={COMPONENTS}
          dayLayoutAlgorithm="no-overlap"
          formats={FORMATS}
        />
      </section>
    </TooltipProvider>
  );
}
