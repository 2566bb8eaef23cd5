import type { OverbookedDeadline } from '@shared/api/capacity';
import type { LiftConflict } from '@shared/api/lifts';
import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { marinaToday } from '@shared/marina-time';
import type { AppContext } from '../../lib/context';
import { activeBookingsFrom, listOverrides, type SlotOverrideRow } from './capacity-repository';

/** What the office is about to save: a deadline's default, a date's, or one deadline on a date. */
export interface CapacityChange {
  capacity: number;
  timeSlot?: TimeSlot;
  date?: string;
}

/** The deadlines a warning names at most; the office sees the first ones in date order. */
const LISTED_DEADLINES = 20;

/**
 * Whether the change being saved decides this deadline's capacity: a more specific override
 * with its own capacity wins over it (slot-rules.ts), so it lowers nothing there.
 */
function decidedBy(change: CapacityChange, overridesOfDate: SlotOverrideRow[], timeSlot: TimeSlot) {
  const own = overridesOfDate.find((o) => o.timeSlot === timeSlot);
  const day = overridesOfDate.find((o) => o.timeSlot === null);
  if (change.date && change.timeSlot) return true;
  if (change.date) return own?.capacity == null;
  return own?.capacity == null && day?.capacity == null;
}

/**
 * The upcoming deadlines holding more active bookings than a capacity about to be saved would
 * allow, with those bookings named. Lowering keeps them booked (docs/product.md#capacity: capacity
 * limits new bookings only); the office is warned before it saves.
 */
export async function overbookedDeadlines(
  ctx: AppContext,
  change: CapacityChange,
): Promise<OverbookedDeadline[]> {
  const from = marinaToday(ctx.now(), ctx.config.MARINA_TZ);
  if (change.date && change.date < from) return [];
  const [rows, overrides] = await Promise.all([
    activeBookingsFrom(ctx.db, { from, date: change.date, timeSlot: change.timeSlot }),
    listOverrides(ctx.db, change.date ? { from: change.date, to: change.date } : { from }),
  ]);
  const byDeadline = new Map<string, OverbookedDeadline>();
  for (const row of rows) {
    const key = `${row.date} ${row.timeSlot}`;
    const deadline = byDeadline.get(key) ?? {
      date: row.date,
      timeSlot: row.timeSlot,
      bookings: [],
    };
    deadline.bookings.push({
      id: row.id,
      ownerName: row.ownerName,
      confirmationCode: row.confirmationCode,
    });
    byDeadline.set(key, deadline);
  }
  return [...byDeadline.values()]
    .filter((deadline) => deadline.bookings.length > change.capacity)
    .filter((deadline) =>
      decidedBy(
        change,
        overrides.filter((o) => o.date === deadline.date),
        deadline.timeSlot,
      ),
    )
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        TIME_SLOTS.indexOf(a.timeSlot) - TIME_SLOTS.indexOf(b.timeSlot),
    )
    .slice(0, LISTED_DEADLINES);
}

/**
 * After a capacity was saved: the upcoming bookings past their deadline's places now, the last
 * made of each over-full deadline (docs/product.md#lifts, changes). Nothing is moved.
 */
export async function capacityConflicts(
  ctx: AppContext,
  change: CapacityChange,
): Promise<LiftConflict[]> {
  const deadlines = await overbookedDeadlines(ctx, change);
  return deadlines.flatMap((deadline) =>
    deadline.bookings.slice(change.capacity).map((booking) => ({
      id: booking.id,
      confirmationCode: booking.confirmationCode,
      ownerName: booking.ownerName,
      boatName: null,
      bookingDate: deadline.date,
      timeSlot: deadline.timeSlot,
      reason: 'slot_full' as const,
    })),
  );
}
