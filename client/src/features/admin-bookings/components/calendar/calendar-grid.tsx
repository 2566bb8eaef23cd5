import { createContext, useCallback, useContext, useMemo, type SyntheticEvent } from 'react';
import { format } from 'date-fns';
import { Calendar, type Components, type DateHeaderProps, type Formats } from 'react-big-calendar';
import type { AdminBooking } from '@shared/api/booking-views';
import type { WeatherHold } from '@shared/api/weather-holds';
import { holdText } from '@/lib/weather-holds';
import { CalendarEventContent } from './calendar-event-content';
import { CalendarEventWrapper } from './calendar-event-wrapper';
import { eventTone, toCalendarEntries, type CalendarEntry } from './calendar-events';
import { localizer } from './calendar-localizer';
import { CalendarToolbar } from './calendar-toolbar';
import { SelectBookingContext, type SelectBooking } from './select-booking';
import type { CalendarNav } from './use-calendar-nav';
import './calendar-grid.css';
import { StormIcon } from '@/components/storm-icon';

export interface CalendarGridProps {
  bookings: AdminBooking[];
  nav: CalendarNav;
  onSelectBooking: SelectBooking;
  /** Dates under a weather hold, marked on the grid. */
  heldDates: ReadonlyMap<string, WeatherHold[]>;
}

const serviceDateOf = (date: Date) => format(date, 'yyyy-MM-dd');
// The month cells' headers are the library's components: they read the held dates from here.
const HeldDates = createContext<ReadonlyMap<string, WeatherHold[]>>(new Map());

const VIEWS: CalendarNav['view'][] = ['month', 'week', 'day'];
// The day names as plain text: the library's own header is an ARIA column header with no table.
const DayName = ({ label }: { label: string }) => <span>{label}</span>;
// A month cell's number opens that day; read out as the date, not just '25'.
function DayNumber({ label, date, onDrillDown }: DateHeaderProps) {
  const holds = useContext(HeldDates).get(serviceDateOf(date));
  return (
    <span className="flex items-center justify-end gap-1">
      {holds && (
        <span className="marina-held-mark" title={holdText(holds)} aria-hidden="true">
          <StormIcon className="h-3 w-3" /> Held
        </span>
      )}
      <button
        type="button"
        className="rbc-button-link"
        onClick={onDrillDown}
        aria-label={`${label}, ${format(date, 'EEEE, MMMM d')}${holds ? `, ${holdText(holds)}` : ''}: open the day`}
      >
        {label}
      </button>
    </span>
  );
}
const COMPONENTS: Components<CalendarEntry> = {
  event: CalendarEventContent,
  eventWrapper: CalendarEventWrapper,
  header: DayName,
  month: { dateHeader: DayNumber },
  toolbar: CalendarToolbar,
};
const eventClass = (event: CalendarEntry) => {
  const tone = event.kind === 'group' ? 'group' : eventTone(event.booking);
  const closed = event.kind === 'group' ? event.closure : event.booking.closure;
  return { className: `marina-event-${tone}${closed ? ' marina-event-closed' : ''}` };
};
const FORMATS: Formats = { dateFormat: 'd', dayFormat: 'EEE d' };
// Deadlines fall at 10:00, 12:00 and 15:00: the time grid shows the working day only.
const DAY_START = new Date(1970, 0, 1, 9);
const DAY_END = new Date(1970, 0, 1, 17);

/**
 * react-big-calendar and its CSS: the heavy part, in a chunk of its own that loads while
 * BookingsCalendar already fetches the bookings. Its tooltips use the Bookings tab's provider.
 */
export default function CalendarGrid(props: CalendarGridProps) {
  const { bookings, nav, onSelectBooking, heldDates } = props;
  const events = useMemo(() => toCalendarEntries(bookings), [bookings]);
  // A deadline's block handles its own clicks and keys (see DeadlineGroup).
  const onKeyPressEvent = useCallback(
    (event: CalendarEntry, e: SyntheticEvent<HTMLElement>) => {
      const key = (e as unknown as KeyboardEvent).key;
      if (event.kind === 'booking' && (key === 'Enter' || key === ' ')) {
        e.preventDefault();
        onSelectBooking(event.booking);
      }
    },
    [onSelectBooking],
  );
  const onSelectEvent = useCallback(
    (event: CalendarEntry) => event.kind === 'booking' && onSelectBooking(event.booking),
    [onSelectBooking],
  );
  // The same element while only the fetch state changes: React then skips the library's
  // whole grid, which is the costly part of a busy month.
  const dayProps = useCallback(
    (date: Date) => (heldDates.has(serviceDateOf(date)) ? { className: 'marina-held-day' } : {}),
    [heldDates],
  );
  return useMemo(
    () => (
      <HeldDates.Provider value={heldDates}>
        <SelectBookingContext.Provider value={onSelectBooking}>
          <Calendar<CalendarEntry>
            localizer={localizer}
            events={events}
            {...nav}
            views={VIEWS}
            min={DAY_START}
            max={DAY_END}
            step={30}
            timeslots={2}
            tooltipAccessor={null}
            onSelectEvent={onSelectEvent}
            onKeyPressEvent={onKeyPressEvent}
            eventPropGetter={eventClass}
            components={COMPONENTS}
            dayLayoutAlgorithm="no-overlap"
            formats={FORMATS}
            dayPropGetter={dayProps}
          />
        </SelectBookingContext.Provider>
      </HeldDates.Provider>
    ),
    [events, nav, onSelectEvent, onKeyPressEvent, onSelectBooking, heldDates, dayProps],
  );
}
