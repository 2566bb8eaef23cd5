import { TZDate } from '@date-fns/tz';
import { addServiceDays, marinaDate, parseServiceDate } from '@shared/marina-time';

/** SMS_QUIET_HOURS as read by the settings: [start, end) on the marina's clock, or off. */
export type QuietHours = { start: number; end: number } | null;

/**
 * When the quiet hours around `now` end, or null when `now` is outside them. Hours are read on
 * the marina's clock, so 21-8 means 21:00 to 08:00 there on every day, including the days the
 * clocks change (the night is an hour shorter or longer; its end is still 08:00).
 */
export function quietHoursEnd(now: Date, timeZone: string, hours: QuietHours): Date | null {
  if (!hours) return null;
  const hour = new TZDate(now.getTime(), timeZone).getHours();
  const overnight = hours.start > hours.end;
  const quiet = overnight
    ? hour >= hours.start || hour < hours.end
    : hour >= hours.start && hour < hours.end;
  if (!quiet) return null;
  const today = marinaDate(now, timeZone);
  // Overnight and still evening: the quiet ends tomorrow morning; otherwise later today.
  const endDate = overnight && hour >= hours.start ? addServiceDays(today, 1) : today;
  const { year, month, day } = parseServiceDate(endDate);
  return new Date(new TZDate(year, month - 1, day, hours.end, 0, 0, timeZone).getTime());
}
