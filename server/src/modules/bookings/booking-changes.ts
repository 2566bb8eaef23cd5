import { slotStart } from '@shared/marina-time';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import type { BookingFlags, ClearAllBookingsValues } from '@shared/schemas/bookings';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { assertMayActOn, staffMay } from '../../lib/staff-access';
import { bookingSnapshot, enqueueMail, enqueueMails } from '../../outbox/outbox';
import { ownerMailAddress, ownerMailAddresses } from '../../outbox/email/mail-recipient';
import { recordAudit } from '../audit/audit-log';
import { lockSlot } from '../capacity/slot-lock';
import { applyServiceStatus } from '../service-status/status-change';
import { fillFreedPlaces } from '../waitlist/waitlist-promotion';
import { dropAllActive } from '../waitlist/waitlist-repository';
import {
  cancelAllActive,
  findBookingById,
  lockActiveBooking,
  updateBooking,
  type BookingRow,
} from './booking-repository';

const flagsOf = (row: BookingRow) => ({
  completed: row.completed,
  isOneWay: row.isOneWay,
  isBothWays: row.isBothWays,
  serviceStatus: row.serviceStatus,
});

/** Reads of a booking that a reschedule moved before the locks were taken, at most. */
const CANCEL_ATTEMPTS = 3;

/**
 * Owner cancels or admin deletes (docs/product.md#bookings). The row stays with who and when; it
 * leaves every list and frees its place at once: the first eligible owner waiting for that deadline
 * is booked in the same transaction (waitlist-promotion.ts). Another owner's booking answers 404,
 * as if it did not exist, so ids reveal nothing.
 *
 * Locks, the order every change follows: the booking is read without a lock to learn its
 * deadline, then the transaction takes that deadline's slot lock and only then the row lock.
 * A booking a reschedule moved in between is read again.
 */
export async function cancelBooking(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<BookingRow> {
  for (let attempt = 1; attempt <= CANCEL_ATTEMPTS; attempt += 1) {
    const seen = await findBookingById(ctx.db, id);
    if (!seen || seen.cancelledAt) throw notFound(M.notFound);
    assertMayActOn(actor, 'bookings', seen.userId, () => notFound(M.notFound));
    const cancelled = await ctx.db.transaction(async (tx) => {
      await lockSlot(tx, seen.bookingDate, seen.timeSlot);
      const booking = await lockActiveBooking(tx, id);
      if (!booking) throw notFound(M.notFound);
      assertMayActOn(actor, 'bookings', booking.userId, () => notFound(M.notFound));
      if (booking.bookingDate !== seen.bookingDate || booking.timeSlot !== seen.timeSlot) {
        return null;
      }
      return cancelUnderLocks(tx, ctx, actor, booking);
    });
    if (cancelled) return cancelled;
  }
  throw conflict('booking_moved', M.changedMeanwhile);
}

async function cancelUnderLocks(
  tx: Transaction,
  ctx: AppContext,
  actor: Express.User,
  booking: BookingRow,
): Promise<BookingRow> {
  const { id } = booking;
  // The office deletes; anyone else, staff of another role included, cancels as an owner.
  const byOffice = staffMay(actor, 'bookings');
  if (!byOffice) {
    if (booking.completed) throw conflict('booking_completed', M.completed);
    // The crew's word stands: a boat in the slings, or a missed service, is the office's to undo.
    if (booking.serviceStatus === 'in_progress') throw conflict('booking_started', M.started);
    if (booking.serviceStatus === 'no_show') throw conflict('booking_missed', M.missed);
    const start = slotStart(booking.bookingDate, booking.timeSlot, ctx.config.MARINA_TZ);
    if (start.getTime() <= ctx.now().getTime()) throw conflict('booking_started', M.started);
  }
  const cancelled = await updateBooking(tx, id, {
    cancelledAt: ctx.now(),
    cancelledBy: actor.id,
    cancelReason: byOffice ? 'deleted' : 'cancelled',
  });
  await enqueueMail(tx, {
    recipient: await ownerMailAddress(tx, cancelled.userId),
    payload: {
      kind: 'booking-cancelled',
      booking: bookingSnapshot(cancelled),
      cancelledByAdmin: byOffice,
    },
  });
  if (byOffice) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'booking.delete',
      targetId: id,
      before: bookingSnapshot(booking),
      after: { cancelledAt: cancelled.cancelledAt, cancelReason: cancelled.cancelReason },
    });
  }
  await fillFreedPlaces(tx, ctx, { date: booking.bookingDate, timeSlot: booking.timeSlot });
  return cancelled;
}

/**
 * PATCH /api/bookings/{id}/completed (docs/product.md#api-calls): completed goes through the
 * service status, so it follows the same rules and mails as PATCH /status: true makes it 'done'
 * (409 from a no-show), false takes a done booking back to 'scheduled' and leaves any other status
 * as it is (its completed flag is already false). One 'booking.flags' audit row tells the request,
 * with the status before and after.
 */
export async function setBookingFlags(
  ctx: AppContext,
  actor: Express.User,
  { id, flags }: { id: number; flags: BookingFlags },
): Promise<BookingRow> {
  return ctx.db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, id);
    if (!booking) throw notFound(M.notFound);
    const { completed, ...ways } = flags;
    let updated = booking;
    if (completed === true || (completed === false && booking.serviceStatus === 'done')) {
      updated = await applyServiceStatus(tx, ctx, actor, booking, completed ? 'done' : 'scheduled');
    }
    const changes = Object.fromEntries(
      Object.entries(ways).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length > 0) updated = await updateBooking(tx, id, changes);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'booking.flags',
      targetId: id,
      before: flagsOf(booking),
      after: flagsOf(updated),
    });
    return updated;
  });
}

/**
 * Clear-all: every active booking is cancelled as 'cleared' and every waitlist entry dropped. From
 * the danger zone the admin types how many bookings that is: when the rows cancelled are not that
 * many (one was made or cancelled since), the transaction rolls back and nothing is cleared. Owners
 * of upcoming bookings are mailed only when the admin asks, one cancellation per booking as a
 * deletion sends (its invite removes that event); GET /api/dev/clear-bookings mails nobody.
 */
export async function clearAllBookings(
  ctx: AppContext,
  actor: Express.User,
  { expectedCount, notifyOwners }: ClearAllBookingsValues,
): Promise<{ cleared: number; notified: number }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const rows = await cancelAllActive(tx, { cancelledAt: now, cancelledBy: actor.id });
    if (expectedCount !== undefined && rows.length !== expectedCount) {
      throw conflict('count_changed', M.clearCountChanged(rows.length));
    }
    await dropAllActive(tx, now);
    const upcoming = notifyOwners
      ? rows.filter((row) => slotStart(row.bookingDate, row.timeSlot, ctx.config.MARINA_TZ) > now)
      : [];
    await mailCancellations(tx, upcoming);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'booking.clear-all',
      after: { cleared: rows.length, notified: upcoming.length },
    });
    return { cleared: rows.length, notified: upcoming.length };
  });
}

async function mailCancellations(tx: Transaction, rows: BookingRow[]): Promise<void> {
  const addressOf = await ownerMailAddresses(
    tx,
    rows.map((row) => row.userId),
  );
  await enqueueMails(
    tx,
    rows.map((row) => ({
      recipient: addressOf.get(row.userId)!,
      payload: {
        kind: 'booking-cancelled' as const,
        booking: bookingSnapshot(row),
        cancelledByAdmin: true,
      },
    })),
  );
}
