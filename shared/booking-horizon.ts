import { addServiceDays, marinaToday } from './marina-time';

/**
 * The last marina date that takes bookings: BOOKING_HORIZON_DAYS after today
 * (docs/product.md#capacity). The server refuses later dates and the schedule calendar stops there,
 * both from this.
 */
export function lastBookableDate(now: Date, timeZone: string, horizonDays: number): string {
  return addServiceDays(marinaToday(now, timeZone), horizonDays);
}

export function isBeyondHorizon(
  date: string,
  now: Date,
  timeZone: string,
  horizonDays: number,
): boolean {
  return date > lastBookableDate(now, timeZone, horizonDays);
}
