import { isTodayOrLater, meetsAdvanceNotice } from '@shared/marina-time';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import type { RescheduleValues } from '@shared/schemas/bookings';
import type { Executor, Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { assertMayActOn, staffMay } from '../../lib/staff-access';
import { isUniqueViolation } from '../../lib/pg-errors';
import { bookingSnapshot, enqueueMail } from '../../outbox/outbox';
import { ownerMailAddress } from '../../outbox/email/mail-recipient';
import { withdrawPendingReminder } from '../../outbox/reminders';
import { recordAudit } from '../audit/audit-log';
import { closureOfDeadline } from '../capacity/deadline-closures';
import { lockDeadlines } from '../capacity/slot-lock';
import { fillFreedPlaces } from '../waitlist/waitlist-promotion';
import { assertWithinHorizon } from './booking-limits';
import {
  findBookingById,
  lockActiveBooking,
  moveBooking,
  type BookingRow,
} from './booking-repository';
import { checkDeadlineUnderLock } from './booking-service';

const OWNER_SLOT_INDEX = 'bookings_owner_slot_active_key';
/** Reads of a booking that another change moved before the locks were taken, at most. */
const ATTEMPTS = 3;

type Deadline = Pick<BookingRow, 'bookingDate' | 'timeSlot'>;

const deadlineOf = (row: Deadline) => ({ bookingDate: row.bookingDate, timeSlot: row.timeSlot });

/**
 * Moves a booking to another date and deadline (docs/product.md#reschedule), keeping its id and
 * confirmation code: owners their own, until 24 hours before the old deadline and at least 24
 * hours before the new one; admins any active booking, to today or later. The new deadline
 * passes the capacity rule under its slot lock, exactly as a new booking does, and the owner
 * gets a 'Booking changed' mail whose invite moves the calendar event (SEQUENCE + 1).
 *
 * Locks: the booking is read without a lock to learn its deadline, then one transaction takes
 * both deadlines' slot locks (lockDeadlines: one fixed order, so two owners swapping cannot
 * deadlock) and only then the row lock, the order every change follows. A booking moved in
 * between is read again.
 */
export async function rescheduleBooking(
  ctx: AppContext,
  actor: Express.User,
  { id, bookingDate, timeSlot }: { id: number } & RescheduleValues,
): Promise<BookingRow> {
  const target = { bookingDate, timeSlot };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const seen = await findBookingById(ctx.db, id);
    assertMovable(ctx, actor, seen, target, await mustMove(ctx, seen));
    assertNewTimeAllowed(ctx, actor, target);
    try {
      const moved = await ctx.db.transaction(async (tx) => {
        await lockDeadlines(tx, [
          { date: seen.bookingDate, timeSlot: seen.timeSlot },
          { date: bookingDate, timeSlot },
        ]);
        const booking = await lockActiveBooking(tx, id);
        assertMovable(ctx, actor, booking, target, await mustMove(ctx, booking, tx));
        // Moved by another change since the read: its old deadline is not the one locked.
        if (booking.bookingDate !== seen.bookingDate || booking.timeSlot !== seen.timeSlot) {
          return null;
        }
        return moveUnderLocks(tx, ctx, actor, booking, target);
      });
      if (moved) return moved;
    } catch (error) {
      // The partial unique index is the last line of defence behind the check under the lock.
      if (isUniqueViolation(error, OWNER_SLOT_INDEX))
        throw conflict('duplicate_booking', M.duplicate);
      throw error;
    }
  }
  throw conflict('booking_moved', M.changedMeanwhile);
}

/**
 * A booking its owner must move: a weather hold found it no place, or its deadline is closed
 * now (the office closed the day after it was booked). Either moves whatever the 24-hour rule
 * says.
 */
async function mustMove(
  ctx: AppContext,
  booking: BookingRow | undefined,
  db: Executor = ctx.db,
): Promise<boolean> {
  if (!booking) return false;
  return booking.needsNewDate || (await closureOfDeadline(db, booking)) !== null;
}

/**
 * Who may move this booking, and whether it may still move: another owner's, a cancelled or a
 * missing booking answer 404 alike, so ids reveal nothing.
 */
function assertMovable(
  ctx: AppContext,
  actor: Express.User,
  booking: BookingRow | undefined,
  target: Deadline,
  mustMoveNow: boolean,
): asserts booking is BookingRow {
  if (!booking || booking.cancelledAt) throw notFound(M.notFound);
  assertMayActOn(actor, 'bookings', booking.userId, () => notFound(M.notFound));
  const byOffice = staffMay(actor, 'bookings');
  if (booking.completed) throw conflict('booking_completed', M.completedChange);
  if (!byOffice && booking.serviceStatus === 'in_progress') {
    throw conflict('booking_started', M.startedChange);
  }
  if (!byOffice && booking.serviceStatus === 'no_show') {
    throw conflict('booking_missed', M.missed);
  }
  const { MARINA_TZ } = ctx.config;
  if (
    !byOffice &&
    !mustMoveNow &&
    !meetsAdvanceNotice(booking.bookingDate, booking.timeSlot, ctx.now(), MARINA_TZ)
  ) {
    throw new AppError(400, 'insufficient_notice', M.changeTooLate);
  }
  if (booking.bookingDate === target.bookingDate && booking.timeSlot === target.timeSlot) {
    throw badRequest(M.sameDeadline);
  }
}

/** The new time's own rules: the 24-hour rule (owners) or today or later (admins), the horizon. */
function assertNewTimeAllowed(ctx: AppContext, actor: Express.User, target: Deadline): void {
  const { MARINA_TZ } = ctx.config;
  if (staffMay(actor, 'bookings')) {
    if (!isTodayOrLater(target.bookingDate, ctx.now(), MARINA_TZ)) {
      throw new AppError(400, 'booking_in_past', M.past);
    }
  } else if (!meetsAdvanceNotice(target.bookingDate, target.timeSlot, ctx.now(), MARINA_TZ)) {
    throw new AppError(400, 'insufficient_notice', M.notice);
  }
  assertWithinHorizon(ctx, target.bookingDate);
}

/**
 * Under both slot locks and the row lock: the new deadline's closure, the owner's own booking
 * there and its count (the refusals and texts of a new booking), then the move, the mail, the
 * old reminder withdrawn, the audit row and the old deadline's waitlist, all in the caller's
 * transaction.
 */
async function moveUnderLocks(
  tx: Transaction,
  ctx: AppContext,
  actor: Express.User,
  booking: BookingRow,
  target: Deadline,
): Promise<BookingRow> {
  // The booking keeps its boat: the new deadline must not hold that boat (or its owner's
  // boatless booking) already.
  const holder = { userId: booking.userId, boatId: booking.boatId };
  // A booking the office put past the lift rules keeps that word when the office moves it; an
  // owner's move meets the rules (the office's reason may hold for one day only).
  const pastLiftRules = booking.liftOverrideReason !== null && staffMay(actor, 'bookings');
  const room = await checkDeadlineUnderLock(
    tx,
    ctx,
    { holder, pastLiftRules },
    { date: target.bookingDate, timeSlot: target.timeSlot },
  );
  if (!room.free) throw room.refusal;

  const moved = await moveBooking(tx, booking.id, target);
  await withdrawPendingReminder(tx, booking);
  await enqueueMail(tx, {
    recipient: await ownerMailAddress(tx, moved.userId),
    payload: {
      kind: 'booking-changed',
      booking: bookingSnapshot(moved),
      previous: deadlineOf(booking),
      // An admin moving their own booking did it themself, as with cancellations.
      changedByAdmin: staffMay(actor, 'bookings') && booking.userId !== actor.id,
    },
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'booking.reschedule',
    targetId: booking.id,
    before: deadlineOf(booking),
    after: deadlineOf(moved),
  });
  // The place left behind goes to the old deadline's waitlist in this transaction, which
  // holds that deadline's slot lock (fillFreedPlaces' precondition).
  await fillFreedPlaces(tx, ctx, { date: booking.bookingDate, timeSlot: booking.timeSlot });
  return moved;
}
