import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { addServiceDays } from '@shared/marina-time';

export interface Deadline {
  bookingDate: string;
  timeSlot: TimeSlot;
}

/** What a deadline can still take: closed ones take nothing. */
export interface DeadlineRoom {
  closed: boolean;
  free: number;
}

type HeldBooking = Deadline & { userId: number };

export interface PlanInput<B extends HeldBooking> {
  /** The bookings on the held deadlines, in the order they were made. */
  bookings: readonly B[];
  held: { date: string; timeSlots: readonly TimeSlot[] };
  /** The booking horizon's last date. */
  lastDate: string;
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
  holders: readonly { userId: number; timeSlot: TimeSlot }[];
}

export interface PlannedMove<B> {
  booking: B;
  /** null: no later deadline within the horizon had a place for it. */
  to: Deadline | null;
}

const ownerKey = (userId: number, deadline: Deadline) =>
  `${userId} ${deadline.bookingDate} ${deadline.timeSlot}`;

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
 * later deadline that is open, not started, has a free place, lies within the horizon and
 * holds no other booking of its owner. A place one booking takes is gone for the next.
 */
export async function planHoldMoves<B extends HeldBooking>(
  input: PlanInput<B>,
): Promise<PlannedMove<B>[]> {
  const { held } = input;
  const rooms = new Map<string, Record<TimeSlot, DeadlineRoom>>();
  const owned = new Set<string>();
  let lastRead: string | null = null;
  // Dates are read contiguously from the held date, so roomOn always sees ascending dates.
  const roomOn = async (date: string) => {
    while (lastRead === null || lastRead < date) {
      const read: string = lastRead === null ? held.date : addServiceDays(lastRead, 1);
      const { room, holders } = await input.roomOn(read);
      rooms.set(read, room);
      for (const { userId, timeSlot } of holders) {
        owned.add(ownerKey(userId, { bookingDate: read, timeSlot }));
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
      if (room.closed || room.free <= 0 || owned.has(ownerKey(booking.userId, deadline))) {
        continue;
      }
      room.free -= 1;
      owned.add(ownerKey(booking.userId, deadline));
      to = deadline;
      break;
    }
    plan.push({ booking, to });
  }
  return plan;
}
