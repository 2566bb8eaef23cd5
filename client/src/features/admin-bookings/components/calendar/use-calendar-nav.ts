import { useCallback, useMemo, useState } from 'react';
import type { View } from 'react-big-calendar';
import { marinaWallClock } from '@shared/marina-time';
import type { CalendarView } from './calendar-range';

/** Where the calendar is: its date and view, their setters and the marina's now, as the grid takes them. */
export interface CalendarNav {
  date: Date;
  view: CalendarView;
  getNow: () => Date;
  onNavigate: (date: Date) => void;
  onView: (view: View) => void;
}

/** A phone shows one day; the month grid is unreadable at 390 px. */
const initialView = (): CalendarView =>
  window.matchMedia('(max-width: 640px)').matches ? 'day' : 'month';

/**
 * The calendar's navigation, starting today. Dates here carry the marina's wall clock in local
 * fields (see slotWallClock). The object stays the same while nothing in it changes, so the grid
 * can skip redrawing.
 */
export function useCalendarNav(timeZone: string): CalendarNav {
  const getNow = useCallback(() => marinaWallClock(new Date(), timeZone), [timeZone]);
  const [date, setDate] = useState(getNow);
  const [view, setView] = useState<CalendarView>(initialView);
  return useMemo(
    () => ({
      date,
      view,
      getNow,
      onNavigate: setDate,
      onView: (next: View) => setView(next as CalendarView),
    }),
    [date, view, getNow],
  );
}
