import type { BookingClosure } from '@shared/api/booking-views';
import type { TimeSlot } from '@shared/constants';
import type { Executor } from '../../db/client';
import { closedOverridesOn } from './capacity-repository';

interface Deadline {
  bookingDate: string;
  timeSlot: TimeSlot;
}

/** Whether a deadline is closed now, and why: null when it is open. */
export type ClosureOf = (deadline: Deadline) => BookingClosure | null;

/**
 * The closures over some bookings' deadlines, read in one query: a deadline is closed when its
 * own override or its whole day's closes it (the rule of slot-rules.ts), the deadline's reason
 * first. A weather hold closes its deadlines the same way, so its bookings are found too.
 */
export async function closuresOf(db: Executor, deadlines: readonly Deadline[]): Promise<ClosureOf> {
  const dates = [...new Set(deadlines.map((d) => d.bookingDate))];
  if (dates.length === 0) return () => null;
  const closed = await closedOverridesOn(db, dates);
  const reasonOf = new Map(closed.map((row) => [`${row.date} ${row.timeSlot ?? '*'}`, row.reason]));
  return ({ bookingDate, timeSlot }) => {
    for (const key of [`${bookingDate} ${timeSlot}`, `${bookingDate} *`]) {
      if (reasonOf.has(key)) return { reason: reasonOf.get(key) ?? null };
    }
    return null;
  };
}

/** One deadline's closure, for a rule that needs only that (an owner's change of date). */
export async function closureOfDeadline(
  db: Executor,
  deadline: Deadline,
): Promise<BookingClosure | null> {
  return (await closuresOf(db, [deadline]))(deadline);
}
