import { BOOKING_MESSAGES } from '@shared/messages/bookings';
import { LIFT_MESSAGES as M } from '@shared/messages/lifts';
import type { BookingLiftValues } from '@shared/schemas/lifts';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { withClosure, type BookingWithClosure } from '../bookings/booking-reads';
import { lockActiveBooking, updateBooking } from '../bookings/booking-repository';
import { findLift, lockLift } from './lift-repository';

/**
 * PATCH /api/bookings/{id}/lift: the lift that serves a booking, or none. The booking is
 * row-locked, then the lift shared-locked, so a lift retired at the same moment is either seen
 * retired (409) or retired after this assignment commits; the audit names the lifts as they were.
 * Answers with the booking's deadline closure, read after the commit, for its card.
 */
export async function assignBookingLift(
  ctx: AppContext,
  actor: Express.User,
  { id, liftId }: { id: number } & BookingLiftValues,
): Promise<BookingWithClosure> {
  const assigned = await ctx.db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, id);
    if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
    const lift = liftId === null ? null : await lockLift(tx, liftId, 'share');
    if (lift === undefined) throw notFound(M.notFound);
    if (lift?.retiredAt) throw conflict('lift_retired', M.retiredForBooking);
    if (booking.liftId === liftId) return booking;
    const previous = booking.liftId === null ? undefined : await findLift(tx, booking.liftId);
    const updated = await updateBooking(tx, id, { liftId });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'booking.lift',
      targetId: id,
      before: { liftId: booking.liftId, liftName: previous?.name ?? null },
      after: { liftId, liftName: lift?.name ?? null },
    });
    return updated;
  });
  return withClosure(ctx.db, assigned);
}
