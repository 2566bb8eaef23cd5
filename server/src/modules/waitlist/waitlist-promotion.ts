import type { TimeSlot } from '@shared/constants';
import { isLegalRoute } from '@shared/locations';
import { marinaToday, meetsAdvanceNotice } from '@shared/marina-time';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { bookingSnapshot, enqueueMail } from '../../outbox/outbox';
import { ownerMailAddress } from '../../outbox/email/mail-recipient';
import { isBelowUpcomingCap, isBelowUpcomingCapUnlocked } from '../bookings/booking-limits';
import { lockBoat } from '../boats/boat-repository';
import type { ErrorCode } from '@shared/error-codes';
import { AppError } from '../../lib/errors';
import {
  checkDeadlineUnderLock,
  completeProfile,
  insertWithFreshCode,
  ownerContact,
} from '../bookings/booking-service';
import type { DeadlineHolder } from '../bookings/deadline-holder';
import { loadDateAvailability } from '../capacity/capacity-service';
import { lockDeadlines } from '../capacity/slot-lock';
import { findProfileByUserId } from '../profiles/profile-repository';
import { findUserById } from '../users/user-repository';
import {
  datesWithWaiting,
  expireDeadline,
  lockFirstWaiting,
  resolveEntry,
  type WaitlistRow,
} from './waitlist-repository';

/**
 * Books the waiting owners of one deadline into its free places, first come, first served,
 * inside the transaction that freed them (a cancellation, a deletion, capacity raised, a
 * reopening): the place never shows as free to anyone else meanwhile.
 *
 * Precondition: the caller holds this deadline's slot lock in `tx` (lockSlot or
 * lockDeadlines), so the count read here stays true until commit and two transactions can
 * never promote at one deadline at once, on any instance.
 *
 * An entry whose owner cannot take the place (already booked at this deadline, at the cap of
 * upcoming bookings, profile gone or incomplete, or the route no longer legal for their
 * storage) is dropped and the next one considered. One whose boat no lift in service takes, or
 * whose lifts are full, keeps its place in line and the next one is considered: the first in
 * line whose boat fits is booked (the deciding function of every booking, judgeDeadline).
 * Within 24 hours of the deadline every entry of it expires instead; a closed deadline promotes
 * no one. Each booked owner gets the confirmation mail, marked as coming off the waitlist.
 * Returns how many entries were booked.
 */
export async function fillFreedPlaces(
  tx: Transaction,
  ctx: AppContext,
  deadline: { date: string; timeSlot: TimeSlot },
): Promise<number> {
  const { date, timeSlot } = deadline;
  const now = ctx.now();
  if (!meetsAdvanceNotice(date, timeSlot, now, ctx.config.MARINA_TZ)) {
    await expireDeadline(tx, date, timeSlot, now);
    return 0;
  }
  const { slots, taken } = await loadDateAvailability(tx, ctx.config, date);
  const slot = slots[timeSlot];
  if (slot.closed) return 0;
  if (slot.capacity <= taken[timeSlot]) return 0;
  let booked = 0;
  const passedOver: number[] = [];
  for (;;) {
    const entry = await lockFirstWaiting(tx, date, timeSlot, passedOver);
    if (!entry) break;
    const outcome = await promote(tx, ctx, entry);
    if (outcome === 'full') break;
    if (outcome === 'booked') booked += 1;
    if (outcome === 'passed over') passedOver.push(entry.id);
  }
  return booked;
}

type Promotion = 'booked' | 'dropped' | 'passed over' | 'full';

/**
 * Books one entry; drops it when its owner cannot take the place; passes over it when its boat
 * has no lift here; 'full' when the deadline has no place left for anyone.
 */
async function promote(tx: Transaction, ctx: AppContext, entry: WaitlistRow): Promise<Promotion> {
  const resolvedAt = ctx.now();
  const drop = async () => {
    await resolveEntry(tx, entry.id, { outcome: 'dropped', resolvedAt });
    return 'dropped' as const;
  };
  const user = await findUserById(tx, entry.userId);
  const profile = completeProfile(await findProfileByUserId(tx, entry.userId));
  if (!user || !profile) return drop();
  const { serviceType, sourceSlipType, destination, bookingDate, timeSlot } = entry;
  if (!isLegalRoute(serviceType, profile.storageType, sourceSlipType, destination)) return drop();
  // The entry's boat, if any, must still be in service, and neither it (nor its owner's
  // boatless booking) may hold the deadline already: the holder rule of every booking.
  if (entry.boatId !== null) {
    const boat = await lockBoat(tx, entry.boatId, 'share');
    if (!boat || boat.archivedAt) return drop();
  }
  const holder = { userId: entry.userId, boatId: entry.boatId };
  const room = await roomFor(tx, ctx, holder, { date: bookingDate, timeSlot });
  if (room === 'duplicate_booking') return drop();
  if (room === 'no_lift_fits' || room === 'lift_full') return 'passed over';
  if (room !== null) return 'full';
  // At the cap on a plain read: dropped without taking that owner's lock (see
  // isBelowUpcomingCapUnlocked). Below it: counted again under the lock, taken after the slot
  // lock as every booking does.
  if (!(await isBelowUpcomingCapUnlocked(tx, ctx, entry.userId))) return drop();
  if (!(await isBelowUpcomingCap(tx, ctx, entry.userId))) return drop();
  const booking = await insertWithFreshCode(tx, {
    userId: entry.userId,
    boatId: entry.boatId,
    serviceType,
    sourceSlipType,
    destination,
    specialRequests: entry.specialRequests,
    bookingDate,
    timeSlot,
    ...ownerContact(profile, user.email),
    createdBy: null,
  });
  await resolveEntry(tx, entry.id, { outcome: 'booked', resolvedAt, bookingId: booking.id });
  await enqueueMail(tx, {
    recipient: await ownerMailAddress(tx, booking.userId),
    payload: {
      kind: 'booking-confirmed',
      booking: bookingSnapshot(booking),
      bookedByAdmin: false,
      fromWaitlist: true,
    },
  });
  return 'booked';
}

/** The deciding function's word on this entry: null when it has a place, else why not. */
async function roomFor(
  tx: Transaction,
  ctx: AppContext,
  holder: DeadlineHolder,
  deadline: { date: string; timeSlot: TimeSlot },
): Promise<ErrorCode | null> {
  try {
    const room = await checkDeadlineUnderLock(tx, ctx, { holder }, deadline);
    return room.free ? null : room.refusal.code;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/**
 * After a change that may have freed places at many deadlines (a default capacity raised, a
 * date's capacity raised or the date reopened): each deadline from today on where someone
 * waits, of one date or of every date, is locked (one fixed order, so no two such changes
 * deadlock) and filled. Returns how many entries were booked.
 */
export async function fillWaitingDeadlines(
  tx: Transaction,
  ctx: AppContext,
  where: { date?: string; timeSlots: readonly TimeSlot[] },
): Promise<number> {
  const today = marinaToday(ctx.now(), ctx.config.MARINA_TZ);
  const waiting = (await datesWithWaiting(tx, where.date ?? today, where.timeSlots)).filter(
    (deadline) => !where.date || deadline.bookingDate === where.date,
  );
  const deadlines = waiting.map((d) => ({ date: d.bookingDate, timeSlot: d.timeSlot }));
  await lockDeadlines(tx, deadlines);
  let booked = 0;
  for (const deadline of deadlines) booked += await fillFreedPlaces(tx, ctx, deadline);
  return booked;
}
