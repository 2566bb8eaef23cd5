import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { serviceDateToLocalDate } from '@shared/marina-time';

/**
 * Display helpers for service dates ('yyyy-MM-dd' marina calendar dates). They go through
 * serviceDateToLocalDate (midday local), never `new Date('yyyy-MM-dd')`, which is UTC midnight
 * and shows the previous day west of Greenwich.
 */
export function formatServiceDate(date: string, pattern: string): string {
  return format(serviceDateToLocalDate(date), pattern);
}

export interface MonthRef {
  year: number;
  /** 0-11 */
  month: number;
}

export function monthOf(date: string): MonthRef {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month: month - 1 };
}

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

const pad = (value: number) => String(value).padStart(2, '0');

function toServiceDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** The calendar grid of a month: leading nulls for the days before the 1st (weeks start Sunday). */
export function monthGrid({ year, month }: MonthRef): Array<string | null> {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(toServiceDate(year, month, day));
  return cells;
}

/** The week's columns of a month grid, Sunday first: the letter shown and the name read out. */
export const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

/** A month grid's cells in rows of seven, the last row padded with empty cells. */
export function weeksOf(cells: Array<string | null>): Array<Array<string | null>> {
  const padded = [...cells];
  while (padded.length % 7 !== 0) padded.push(null);
  return Array.from({ length: padded.length / 7 }, (_, i) => padded.slice(i * 7, i * 7 + 7));
}

export function monthTitle({ year, month }: MonthRef): string {
  return format(new Date(year, month, 1, 12), 'MMMM yyyy');
}

/** An instant (ISO string) as the marina's wall clock reads it, e.g. an audit entry's time. */
export function formatMarinaInstant(instant: string, timeZone: string, pattern: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), pattern);
}
