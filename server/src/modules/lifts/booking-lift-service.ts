import { misfitOf, limitOf, sizeOf } from '@shared/lift-fit';
import { BOOKING_MESSAGES } from '@shared/messages/bookings';
import { LIFT_MESSAGES as M } from '@shared/messages/lifts';
import type { BookingLiftValues } from '@shared/schemas/lifts';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { withClosure, type BookingWithClosure } from '../bookings/booking-reads';
import {
  findBookingById,
  lockActiveBooking,
  updateBooking,
  type BookingRow,
} from '../bookings/booking-repository';
import { lockSlot } from '../capacity/slot-lock';
import { countOnLift, findBoatSize } from './lift-load-repository';
import { findLift, lockLift, type LiftRow } from './lift-repository';

/** Reads of a booking that a reschedule moved before the locks were taken, at most. */
const ASSIGN_ATTEMPTS = 3;

/**
 * PATCH /api/bookings/{id}/lift: the lift that serves a booking, or none. Locks as every change
 * of a deadline's bookings does: the deadline's slot lock, then the row, then the lift FOR
 * SHARE (a lift retired at the same moment is either seen retired, 409, or retired after this
 * commits). A lift the boat does not fit (409 lift_too_small) or at its load on that deadline
 * (409 lift_full) is refused unless `override` with a reason, which the audit row keeps.
 * Answers with the booking's deadline closure, read after the commit, for its card.
 */
export async function assignBookingLift(
  ctx: AppContext,
  actor: Express.User,
  { id, liftId, override, overrideReason }: { id: number } & BookingLiftValues,
): Promise<BookingWithClosure> {
  for (let attempt = 1; attempt <= ASSIGN_ATTEMPTS; attempt += 1) {
    const seen = await findBookingById(ctx.db, id);
    if (!seen || seen.cancelledAt) throw notFound(BOOKING_MESSAGES.notFound);
    const assigned = await ctx.db.transaction(async (tx) => {
      await lockSlot(tx, seen.bookingDate, seen.timeSlot);
      const booking = await lockActiveBooking(tx, id);
      if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
      if (booking.bookingDate !== seen.bookingDate || booking.timeSlot !== seen.timeSlot) {
        return null;
      }
      const lift = liftId === null ? null : await lockLift(tx, liftId, 'share');
      if (lift === undefined) throw notFound(M.notFound);
      if (lift?.retiredAt) throw conflict('lift_retired', M.retiredForBooking);
      if (booking.liftId === liftId) return booking;
      const pastRules = override === true ? (overrideReason ?? null) : null;
      if (lift && pastRules === null) await assertLiftTakes(tx, ctx, booking, lift);
      const previous = booking.liftId === null ? undefined : await findLift(tx, booking.liftId);
      const updated = await updateBooking(tx, id, { liftId });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'booking.lift',
        targetId: id,
        before: { liftId: booking.liftId, liftName: previous?.name ?? null },
        after: {
          liftId,
          liftName: lift?.name ?? null,
          ...(lift && pastRules !== null ? { overrideReason: pastRules } : {}),
        },
      });
      return updated;
    });
    if (assigned) return withClosure(ctx.db, assigned);
  }
  throw conflict('booking_moved', BOOKING_MESSAGES.changedMeanwhile);
}

/** The boat fits the lift, and the lift has room on the booking's deadline. */
async function assertLiftTakes(
  tx: Transaction,
  ctx: AppContext,
  booking: BookingRow,
  lift: LiftRow,
): Promise<void> {
  const boat = booking.boatId === null ? undefined : await findBoatSize(tx, booking.boatId);
  const misfit = boat ? misfitOf(lift, boat) : null;
  if (boat && misfit) {
    const size = sizeOf(boat, misfit)!;
    const limit = limitOf(lift, misfit)!;
    const units = ctx.config.MARINA_UNITS;
    throw conflict(
      'lift_too_small',
      M.liftTooSmall(boat.name, lift.name, misfit, size, limit, units),
    );
  }
  if (lift.perDeadline === null) return;
  const { bookingDate: date, timeSlot } = booking;
  const onLift = await countOnLift(tx, { liftId: lift.id, date, timeSlot, besides: booking.id });
  if (onLift >= lift.perDeadline) {
    throw conflict('lift_full', M.liftAtLoad(lift.name, lift.perDeadline, date, timeSlot));
  }
}
