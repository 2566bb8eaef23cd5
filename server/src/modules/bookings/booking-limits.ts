import { isBeyondHorizon, lastBookableDate } from '@shared/booking-horizon';
import { marinaToday, slotStart } from '@shared/marina-time';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError, conflict } from '../../lib/errors';
import { lockOwnerBookings, openDeadlinesOfOwnerFrom } from './booking-repository';

/**
 * Limits against hoarding a season (docs/product.md#capacity): a booking horizon for everyone, and
 * a cap on an owner's upcoming bookings that the office is exempt from.
 */

export function assertWithinHorizon(ctx: AppContext, date: string): void {
  const { MARINA_TZ, BOOKING_HORIZON_DAYS } = ctx.config;
  const now = ctx.now();
  if (isBeyondHorizon(date, now, MARINA_TZ, BOOKING_HORIZON_DAYS)) {
    const lastDate = lastBookableDate(now, MARINA_TZ, BOOKING_HORIZON_DAYS);
    throw new AppError(400, 'beyond_horizon', M.beyondHorizon(BOOKING_HORIZON_DAYS, lastDate));
  }
}

/**
 * Counts the owner's bookings whose deadline has not started (marina time) under a per-owner
 * lock, so two bookings by one owner racing on different slots (whose slot locks do not
 * collide) cannot both see room for one more. Taken after the slot lock, the order every
 * booking uses, so the two locks cannot deadlock (docs/decisions/0004-capacity-locking.md).
 */
export async function assertBelowUpcomingCap(
  tx: Transaction,
  ctx: AppContext,
  userId: number,
): Promise<void> {
  const cap = ctx.config.MAX_ACTIVE_BOOKINGS_PER_OWNER;
  if (!(await isBelowUpcomingCap(tx, ctx, userId))) {
    throw conflict('too_many_bookings', M.tooManyUpcoming(cap));
  }
}

/** The same count and lock, as a yes/no (a waitlist promotion skips an owner at the cap). */
export async function isBelowUpcomingCap(
  tx: Transaction,
  ctx: AppContext,
  userId: number,
): Promise<boolean> {
  await lockOwnerBookings(tx, userId);
  return isBelowUpcomingCapUnlocked(tx, ctx, userId);
}

/**
 * The count alone, without the owner's lock: a waitlist promotion drops an owner already at
 * the cap on this read, so it never holds the lock of an owner it passes over (two promotions
 * each holding one such lock and wanting the other's would deadlock). An owner below the cap
 * is counted again under the lock before being booked.
 */
export async function isBelowUpcomingCapUnlocked(
  tx: Transaction,
  ctx: AppContext,
  userId: number,
): Promise<boolean> {
  const { MARINA_TZ, MAX_ACTIVE_BOOKINGS_PER_OWNER: cap } = ctx.config;
  const now = ctx.now();
  const open = await openDeadlinesOfOwnerFrom(tx, userId, marinaToday(now, MARINA_TZ));
  const upcoming = open.filter((b) => slotStart(b.bookingDate, b.timeSlot, MARINA_TZ) > now).length;
  return upcoming < cap;
}
