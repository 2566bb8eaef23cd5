import type { AdminBooking } from '@shared/api/booking-views';
import type { Lift } from '@shared/api/lifts';
import { TIME_SLOTS } from '@shared/constants';

export interface BoardColumn {
  /** 'unassigned' or the lift's id. */
  key: string;
  title: string;
  liftId: number | null;
  /** The column's lift, for its limits; null for Unassigned and a lift no longer listed. */
  lift: Lift | null;
  bookings: AdminBooking[];
}

const slotOrder = (booking: AdminBooking) => TIME_SLOTS.indexOf(booking.timeSlot);

/**
 * The board's columns: Unassigned first (what still needs a lift), then each lift in service
 * in the server's order, each with its cards in deadline order (the server's order within a
 * deadline). A lift retired since it was given a booking of this day keeps a column of its own
 * while it holds one, so no card goes missing.
 */
export function boardColumns(
  bookings: readonly AdminBooking[],
  lifts: readonly Lift[],
  date: string,
): BoardColumn[] {
  const ordered = bookings
    .filter((booking) => booking.bookingDate === date)
    .map((booking, index) => ({ booking, index }))
    .sort((a, b) => slotOrder(a.booking) - slotOrder(b.booking) || a.index - b.index)
    .map(({ booking }) => booking);
  const known = new Map(lifts.map((lift) => [lift.id, lift]));
  const on = (liftId: number | null) => ordered.filter((booking) => booking.liftId === liftId);
  const columns: BoardColumn[] = [
    { key: 'unassigned', title: 'Unassigned', liftId: null, lift: null, bookings: on(null) },
  ];
  for (const lift of lifts) {
    const held = on(lift.id);
    if (lift.retiredAt && held.length === 0) continue;
    columns.push({
      key: String(lift.id),
      title: lift.retiredAt ? `${lift.name} (retired)` : lift.name,
      liftId: lift.id,
      lift,
      bookings: held,
    });
  }
  const strays = new Set(
    ordered.flatMap((b) => (b.liftId !== null && !known.has(b.liftId) ? [b.liftId] : [])),
  );
  for (const liftId of strays) {
    columns.push({
      key: String(liftId),
      title: `Lift ${liftId}`,
      liftId,
      lift: null,
      bookings: on(liftId),
    });
  }
  return columns;
}
