import { BOOKING_MESSAGES } from '@shared/messages/bookings';
import type { ServiceStatusValues } from '@shared/schemas/service-status';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { withClosure, type BookingWithClosure } from '../bookings/booking-reads';
import { lockActiveBooking } from '../bookings/booking-repository';
import { applyServiceStatus } from './status-change';

/**
 * PATCH /api/bookings/{id}/status: the crew's Start, Done, No-show and Undo. The booking row is
 * locked, so two taps on one card take turns and the second is judged on the first's result;
 * the change, its audit row and the owner's mail commit together.
 */
export async function changeServiceStatus(
  ctx: AppContext,
  actor: Express.User,
  { id, status }: { id: number } & ServiceStatusValues,
): Promise<BookingWithClosure> {
  const changed = await ctx.db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, id);
    if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
    const updated = await applyServiceStatus(tx, ctx, actor, booking, status);
    if (updated !== booking) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'booking.status',
        targetId: id,
        before: { serviceStatus: booking.serviceStatus },
        after: { serviceStatus: updated.serviceStatus },
      });
    }
    return updated;
  });
  return withClosure(ctx.db, changed);
}
