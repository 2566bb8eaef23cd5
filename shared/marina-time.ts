import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { NOTICE_HOURS, SLOT_START_HOUR, type TimeSlot } from './constants';

/**
 * The one place that converts between marina calendar dates/deadlines and instants.
 * A service date is a plain 'yyyy-MM-dd' string; it only becomes an instant together with a
 * deadline and the marina's IANA zone, so it reads the same in every browser zone.
 */

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function parseServiceDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** True for a real calendar date written yyyy-MM-dd (rejects 2026-02-30). */
export function isValidServiceDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const { year, month, day } = parseServiceDate(date);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

/**
 * Zone arithmetic is the costliest step of an availability answer (each TZDate asks Intl for
 * offsets), and its results never change: deadline starts are kept, up to a bound.
 */
const slotStarts = new Map<string, number>();
const MAX_KEPT_SLOT_STARTS = 10_000;

/** The instant a deadline starts: the date at the slot's clock hour in the marina's zone. */
export function slotStart(date: string, timeSlot: TimeSlot, timeZone: string): Date {
  const key = `${timeZone} ${date} ${timeSlot}`;
  let start = slotStarts.get(key);
  if (start === undefined) {
    const { year, month, day } = parseServiceDate(date);
    start = new TZDate(year, month - 1, day, SLOT_START_HOUR[timeSlot], 0, 0, timeZone).getTime();
    if (slotStarts.size >= MAX_KEPT_SLOT_STARTS) slotStarts.clear();
    slotStarts.set(key, start);
  }
  return new Date(start);
}

/** The instant a marina calendar date begins: its midnight in the marina's zone. */
export function marinaDayStart(date: string, timeZone: string): Date {
  const { year, month, day } = parseServiceDate(date);
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, timeZone).getTime());
}

/** The last marina day asked about in each zone, from its midnight to the next. */
const lastDayOf = new Map<string, { date: string; start: number; end: number }>();

/** The marina's calendar date at an instant. */
export function marinaDate(instant: Date, timeZone: string): string {
  const at = instant.getTime();
  const last = lastDayOf.get(timeZone);
  if (last && at >= last.start && at < last.end) return last.date;
  const dateAt = (ms: number) => format(new TZDate(ms, timeZone), 'yyyy-MM-dd');
  const date = dateAt(at);
  const start = marinaDayStart(date, timeZone).getTime();
  const end = marinaDayStart(addServiceDays(date, 1), timeZone).getTime();
  // Where a clock change skips midnight, the day's bounds are checked before they are trusted.
  if (start <= at && at < end && dateAt(start) === date && dateAt(end - 1) === date) {
    lastDayOf.set(timeZone, { date, start, end });
  }
  return date;
}

/**
 * A calendar date n days after another. Pure calendar arithmetic on UTC fields: a local-time
 * Date would depend on the process zone (a zone that skipped a day, like Pacific/Apia on
 * 2011-12-30, lost that date).
 */
export function addServiceDays(date: string, days: number): string {
  const { year, month, day } = parseServiceDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${String(shifted.getUTCFullYear()).padStart(4, '0')}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}-${String(shifted.getUTCDate()).padStart(2, '0')}`;
}

export function marinaToday(now: Date, timeZone: string): string {
  return marinaDate(now, timeZone);
}

export function marinaTomorrow(now: Date, timeZone: string): string {
  return addServiceDays(marinaToday(now, timeZone), 1);
}

/** Owners' rule: the deadline must start at least 24 hours after now. */
export function meetsAdvanceNotice(
  date: string,
  timeSlot: TimeSlot,
  now: Date,
  timeZone: string,
): boolean {
  return slotStart(date, timeSlot, timeZone).getTime() - now.getTime() >= NOTICE_HOURS * 3_600_000;
}

/** Admins' rule: today or later in marina time. */
export function isTodayOrLater(date: string, now: Date, timeZone: string): boolean {
  return date >= marinaToday(now, timeZone);
}

/**
 * A date-only value that renders the same calendar day with date-fns in any browser zone:
 * midday local time, so no zone's offset can move it to another day.
 */
export function serviceDateToLocalDate(date: string): Date {
  const { year, month, day } = parseServiceDate(date);
  return new Date(year, month - 1, day, 12);
}

/**
 * A deadline as a local Date whose fields are the marina's wall clock, for widgets that lay
 * events out by the browser's local fields (react-big-calendar): the marina's day and hour
 * then show in every browser zone. Never an instant to compare against now.
 */
export function slotWallClock(date: string, timeSlot: TimeSlot): Date {
  const { year, month, day } = parseServiceDate(date);
  return new Date(year, month - 1, day, SLOT_START_HOUR[timeSlot]);
}

/** The marina's clock at an instant, as a local Date with the same fields (see slotWallClock). */
export function marinaWallClock(instant: Date, timeZone: string): Date {
  const t = new TZDate(instant.getTime(), timeZone);
  return new Date(t.getFullYear(), t.getMonth(), t.getDate(), t.getHours(), t.getMinutes());
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** 'yyyy-MM-dd HH:mm' on the marina's clock: how exports show when a booking was made. */
export function marinaDateTime(instant: Date, timeZone: string): string {
  let formatter = dateTimeFormats.get(timeZone);
  if (!formatter) {
    // One formatter per zone: building one costs far more than formatting with it.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, formatter);
  }
  const part = Object.fromEntries(
    formatter.formatToParts(instant).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
