import type { DayState, NextOpenResponse, ScheduleDaysResponse } from '@shared/api/availability';
import { lastBookableDate } from '@shared/booking-horizon';
import { addServiceDays, marinaToday, meetsAdvanceNotice } from '@shared/marina-time';
import type { CapacityDay } from '@shared/api/capacity';
import type { AppContext } from '../../lib/context';
import { whyNoLiftFits } from '@shared/lift-fit';
import { capacityDays } from '../capacity/capacity-days';
import { deadlineForBoat, loadBoatRoom, type BoatRoom } from './boat-room';

/** How many days one read of the next-open search covers: the month view's span. */
const SEARCH_WINDOW_DAYS = 31;

type DayDeadline = CapacityDay['deadlines'][number];

/** Whether a deadline of the day has a place (for the boat, when one is asked about). */
function hasPlace(room: BoatRoom | null, date: string, deadline: DayDeadline): boolean {
  if (deadline.closed || deadline.booked >= deadline.capacity) return false;
  if (!room) return true;
  const { timeSlot, closed, capacity, booked: taken } = deadline;
  return deadlineForBoat(room, { date, timeSlot, closed, capacity, taken }).ok;
}

function stateOf(
  day: CapacityDay,
  room: BoatRoom | null,
): { state: DayState; reason: string | null } {
  const open = day.deadlines.filter((d) => !d.closed);
  if (open.length === 0) return { state: 'closed', reason: day.deadlines[0]?.closedReason ?? null };
  if (room && whyNoLiftFits(room.loads.lifts, room.boat))
    return { state: 'no_lift_fits', reason: null };
  const full = !open.some((d) => hasPlace(room, day.date, d));
  return { state: full ? 'full' : 'open', reason: null };
}

/**
 * The owner's calendar marks: a date closed in every deadline, full in every open one, or open.
 * The same rule and reads as the office's month view (capacityDays), without its counts: the
 * public sees only what the schedule already shows date by date.
 */
export async function scheduleDays(
  ctx: AppContext,
  { from, to, boatId }: { from: string; to: string; boatId?: number | undefined },
  user?: Express.User,
): Promise<ScheduleDaysResponse> {
  const [{ days }, room] = await Promise.all([
    capacityDays(ctx.db, ctx.config, from, to),
    loadBoatRoom(ctx, user, boatId, { from, to }),
  ]);
  return { days: days.map((day) => ({ date: day.date, ...stateOf(day, room) })) };
}

/**
 * The first deadline from `from` an owner could book now: open, with a place, at least 24 hours
 * away and within the horizon. Read a month at a time, so a near answer costs one read.
 */
export async function nextOpenDeadline(
  ctx: AppContext,
  { from, boatId }: { from: string; boatId?: number | undefined },
  user?: Express.User,
): Promise<NextOpenResponse> {
  const { MARINA_TZ, BOOKING_HORIZON_DAYS } = ctx.config;
  const now = ctx.now();
  const last = lastBookableDate(now, MARINA_TZ, BOOKING_HORIZON_DAYS);
  const today = marinaToday(now, MARINA_TZ);
  let start = from < today ? today : from;
  while (start <= last) {
    const windowEnd = addServiceDays(start, SEARCH_WINDOW_DAYS - 1);
    const end = windowEnd < last ? windowEnd : last;
    const [{ days }, room] = await Promise.all([
      capacityDays(ctx.db, ctx.config, start, end),
      loadBoatRoom(ctx, user, boatId, { from: start, to: end }),
    ]);
    // A boat no lift takes has no next deadline anywhere.
    if (room && whyNoLiftFits(room.loads.lifts, room.boat)) return { next: null };
    for (const day of days) {
      const open = day.deadlines.find(
        (d) =>
          hasPlace(room, day.date, d) && meetsAdvanceNotice(day.date, d.timeSlot, now, MARINA_TZ),
      );
      if (open) return { next: { date: day.date, timeSlot: open.timeSlot } };
    }
    start = addServiceDays(end, 1);
  }
  return { next: null };
}
