import { endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';

export type CalendarView = 'month' | 'week' | 'day';
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The marina dates a view shows: the month grid runs from the Sunday before the 1st to the
 * Saturday after the last day, as react-big-calendar draws it. The Dates carry the marina's
 * wall clock in local fields, so formatting their local fields gives marina dates.
 */
export function visibleRange(view: CalendarView, date: Date): DateRange {
  const day = (value: Date) => format(value, 'yyyy-MM-dd');
  switch (view) {
    case 'month':
      return { from: day(startOfWeek(startOfMonth(date))), to: day(endOfWeek(endOfMonth(date))) };
    case 'week':
      return { from: day(startOfWeek(date)), to: day(endOfWeek(date)) };
    default:
      return { from: day(date), to: day(date) };
  }
}
