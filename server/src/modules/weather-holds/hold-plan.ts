import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { addServiceDays } from '@shared/marina-time';
import type { BoatSize } from '@shared/lift-fit';
import type { DeadlineHolder } from '../bookings/deadline-holder';
import { judgeDeadline } from '../bookings/deadline-rules';
import type { PlacedService, YardLift } from '../lifts/lift-rules';

export interface Deadline {
  bookingDate: string;
  timeSlot: TimeSlot;
}

/** What a deadline holds: closed ones take nothing; the services there, for the lift rule. */
export interface DeadlineRoom {
  closed: boolean;
  capacity: number;
  taken: number;
  services: PlacedService[];
}

type HeldBooking = Deadline & DeadlineHolder & { id: number };

export interface PlanInput<B extends HeldBooking> {
  /** The bookings on the held deadlines, in the order they were made. */
  bookings: readonly B[];
  held: { date: string; timeSlots: readonly TimeSlot[] };
  /** The booking horizon's last date. */
  lastDate: string;
  /** The lifts in service, and what the lift rule reads of each booking. */
  lifts: readonly YardLift[];
  liftAsk: (booking: B) => { boat: BoatSize | null; pastLiftRules: boolean };
  /** False for a deadline that has already started. */
  isAhead: (deadline: Deadline) => boolean;
  /**
   * Each deadline's room on a date and the deadlines these bookings' owners hold there.
   * Called once per date, in ascending date order from the held date on, so the caller may
   * take each date's slot locks here (one fixed order) before reading either.
   */
  roomOn: (date: string) => Promise<DateRoom>;
}

export interface DateRoom {
  room: Record<TimeSlot, DeadlineRoom>;
  holders: readonly (DeadlineHolder & { timeSlot: TimeSlot })[];
}

export interface PlannedMove<B> {
  booking: B;
  /** null: no later deadline within the horizon had a place for it. */
  to: Deadline | null;
}

const deadlineKey = (deadline: Deadline) => `${deadline.bookingDate} ${deadline.timeSlot}`;

/** The deadlines after one, in order: the rest of its day, then each later day to lastDate. */
function* deadlinesAfter(from: Deadline, lastDate: string): Generator<Deadline> {
  let date = from.bookingDate;
  let slots: readonly TimeSlot[] = TIME_SLOTS.slice(TIME_SLOTS.indexOf(from.timeSlot) + 1);
  while (date <= lastDate) {
    for (const timeSlot of slots) yield { bookingDate: date, timeSlot };
    date = addServiceDays(date, 1);
    slots = TIME_SLOTS;
  }
}

/**
 * Where a weather hold puts each booking: in the order they were made, each to the earliest
 * later deadline that is not started, lies within the horizon, and takes it by the rule every
 * booking follows (judgeDeadline: open, no booking it clashes with, a free place, a lift that
 * fits its boat with room). A place one booking takes is gone for the next.
 */
export async function planHoldMoves<B extends HeldBooking>(
  input: PlanInput<B>,
): Promise<PlannedMove<B>[]> {
  const { held } = input;
  const rooms = new Map<string, Record<TimeSlot, DeadlineRoom>>();
  // Who holds each deadline read so far, and each place the plan gives: the holder rule of
  // every booking (deadline-holder.ts) decides whether a booking may join them.
  const holdersAt = new Map<string, DeadlineHolder[]>();
  const hold = (deadline: Deadline, holder: DeadlineHolder) => {
    const key = deadlineKey(deadline);
    holdersAt.set(key, [...(holdersAt.get(key) ?? []), holder]);
  };
  let lastRead: string | null = null;
  // Dates are read contiguously from the held date, so roomOn always sees ascending dates.
  const roomOn = async (date: string) => {
    while (lastRead === null || lastRead < date) {
      const read: string = lastRead === null ? held.date : addServiceDays(lastRead, 1);
      const { room, holders } = await input.roomOn(read);
      rooms.set(read, room);
      for (const { userId, boatId, timeSlot } of holders) {
        hold({ bookingDate: read, timeSlot }, { userId, boatId });
      }
      lastRead = read;
    }
    return rooms.get(date)!;
  };
  await roomOn(held.date);

  const plan: PlannedMove<B>[] = [];
  for (const booking of input.bookings) {
    let to: Deadline | null = null;
    for (const deadline of deadlinesAfter(booking, input.lastDate)) {
      if (deadline.bookingDate === held.date && held.timeSlots.includes(deadline.timeSlot)) {
        continue;
      }
      if (!input.isAhead(deadline)) continue;
      const room = (await roomOn(deadline.bookingDate))[deadline.timeSlot];
      const holder = { userId: booking.userId, boatId: booking.boatId };
      const ask = { holder, ...input.liftAsk(booking) };
      const holders = holdersAt.get(deadlineKey(deadline)) ?? [];
      const verdict = judgeDeadline({ ...room, holders, lifts: input.lifts }, ask);
      // No lift takes the boat: no later deadline will either.
      if (!verdict.ok && verdict.code === 'no_lift_fits') break;
      if (!verdict.ok) continue;
      room.taken += 1;
      room.services.push({ id: booking.id, liftId: null, boat: ask.boat });
      hold(deadline, holder);
      to = deadline;
      break;
    }
    plan.push({ booking, to });
  }
  return plan;
}
