import type { ServiceType } from '../constants';

/** The weather hold's texts both sides rely on: refusals, the owner's notice, the office's summary. */
export const WEATHER_HOLD_MESSAGES = {
  alreadyHeld: (deadlines: string) =>
    `A weather hold already covers ${deadlines} on this date. Lift it first or hold other deadlines.`,
  past: 'This date is in the past. A weather hold is for today or a later date.',
  notFound: 'Weather hold not found',
  alreadyLifted: 'This weather hold was already lifted.',
  noPlace: 'no place: owner will be asked',
  lifted: 'Weather hold lifted',
} as const;

/** 'Weather hold: your haul-out moves to Friday, July 5, 2030 at 12:00 PM' (the mail's subject). */
export function weatherHoldMovedSubject(
  serviceType: ServiceType,
  longDate: string,
  timeSlot: string,
): string {
  return `Weather hold: your ${serviceType} moves to ${longDate} at ${timeSlot}`;
}

/** The notice on a booking a hold could not place: its owner picks a new date. */
export function needsNewDateText(reason: string | null): string {
  return `Yard closed${reason ? ` (${reason})` : ''}: pick a new date`;
}
