import type { StorageType } from '@shared/constants';
import type { TimeSlot } from '@shared/constants';
import { isLegalRoute, isOfficeRoute } from '@shared/locations';
import { isTodayOrLater, meetsAdvanceNotice } from '@shared/marina-time';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import type { AdminBookingValues, OwnerBookingValues } from '@shared/schemas/bookings';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { bookingSnapshot, enqueueMail } from '../../outbox/outbox';
import { mailableAddress, ownerMailAddress } from '../../outbox/email/mail-recipient';
import { recordAudit } from '../audit/audit-log';
import { currentDateAvailability, loadDateAvailability } from '../capacity/capacity-service';
import type { EffectiveSlot } from '../capacity/slot-rules';
import { lockSlot } from '../capacity/slot-lock';
import { findProfileByUserId, type ProfileRow } from '../profiles/profile-repository';
import { findUserById } from '../users/user-repository';
import { assertBelowUpcomingCap, assertWithinHorizon } from './booking-limits';
import {
  findOwnerRequestFacts,
  insertBooking,
  ownerHasActiveBooking,
  type BookingRow,
  type NewBooking,
} from './booking-repository';
import { generateConfirmationCode } from './confirmation-code';

const OWNER_SLOT_INDEX = 'bookings_owner_slot_active_key';
const CODE_UNIQUE = 'bookings_confirmation_code_unique';
const CODE_ATTEMPTS = 5;

/** What was booked, the same on the owner's form and the office's; who it is for differs. */
function choiceOf(input: OwnerBookingValues | AdminBookingValues) {
  return {
    serviceType: input.serviceType,
    sourceSlipType: input.sourceSlipType,
    destination: input.destination,
    specialRequests: input.specialRequests,
    bookingDate: input.bookingDate,
    timeSlot: input.timeSlot,
  };
}

type CompleteProfile = ProfileRow & { fullName: string; storageType: StorageType };

/** The profile an owner may book with (a name and a storage type), or undefined. */
export function completeProfile(profile: ProfileRow | undefined): CompleteProfile | undefined {
  return profile?.fullName && profile.storageType ? (profile as CompleteProfile) : undefined;
}

/**
 * The owner's details a booking keeps, from their profile. Its email is the address we may mail
 * (mailableAddress): the preferred one once verified, else the account's.
 */
export function ownerContact(profile: CompleteProfile, accountEmail: string) {
  return {
    ownerName: profile.fullName,
    ownerEmail: mailableAddress({ ...profile, accountEmail }),
    ownerPhone: profile.phoneNumber ?? '',
    isVibMember: profile.isVibMember,
  };
}

/**
 * What an owner's request must pass before any lock (a booking, or joining a waitlist): a
 * complete profile, a route legal for their storage, 24 hours' notice. Returns the profile.
 */
export async function assertOwnerMayRequest(
  ctx: AppContext,
  actor: Express.User,
  input: OwnerBookingValues,
): Promise<CompleteProfile> {
  return ownerMayRequest(ctx, await findProfileByUserId(ctx.db, actor.id), input);
}

function ownerMayRequest(
  ctx: AppContext,
  row: ProfileRow | undefined,
  input: OwnerBookingValues,
): CompleteProfile {
  const profile = completeProfile(row);
  if (!profile) throw new AppError(400, 'profile_incomplete', M.profileIncomplete);
  if (
    !isLegalRoute(input.serviceType, profile.storageType, input.sourceSlipType, input.destination)
  ) {
    throw badRequest(M.illegalRoute);
  }
  if (!meetsAdvanceNotice(input.bookingDate, input.timeSlot, ctx.now(), ctx.config.MARINA_TZ)) {
    throw new AppError(400, 'insufficient_notice', M.notice);
  }
  return profile;
}

/**
 * An owner books for themself: identity from the session, contact details from the profile,
 * read with whether they already hold the deadline (one statement for an opening day's many
 * refusals).
 */
export async function createOwnerBooking(
  ctx: AppContext,
  actor: Express.User,
  input: OwnerBookingValues,
): Promise<BookingRow> {
  const facts = await findOwnerRequestFacts(ctx.db, actor.id, input.bookingDate, input.timeSlot);
  const profile = ownerMayRequest(ctx, facts?.profile, input);
  return placeBooking(ctx, {
    values: {
      userId: actor.id,
      ...choiceOf(input),
      ...ownerContact(profile, actor.email),
      createdBy: null,
    },
    admin: null,
    ownerHoldsDeadline: facts?.holdsDeadline,
  });
}

/** The office books for a customer: exempt from the 24-hour rule, never in the past. */
export async function createAdminBooking(
  ctx: AppContext,
  actor: Express.User,
  input: AdminBookingValues,
): Promise<BookingRow> {
  const customer = await findUserById(ctx.db, input.userId);
  if (!customer)
    throw badRequest(M.customerMissing, [{ path: 'userId', message: M.customerMissing }]);
  const profile = await findProfileByUserId(ctx.db, customer.id);
  // Exactly what the New Booking form offers for this customer (one shared function).
  const storageType = profile?.storageType ?? null;
  if (!isOfficeRoute(input.serviceType, storageType, input.sourceSlipType, input.destination)) {
    throw badRequest(M.illegalRouteForCustomer);
  }
  if (!isTodayOrLater(input.bookingDate, ctx.now(), ctx.config.MARINA_TZ))
    throw new AppError(400, 'booking_in_past', M.past);
  return placeBooking(ctx, {
    values: {
      userId: customer.id,
      ...choiceOf(input),
      ownerName: input.ownerName,
      ownerEmail: input.ownerEmail,
      ownerPhone: input.ownerPhone,
      isVibMember: input.isVibMember,
      createdBy: actor.id,
    },
    admin: actor,
  });
}

/**
 * On an opening day most requests ask for a deadline that is already full. Those are refused
 * on a read of committed state, without the transaction and the slot's lock that every other
 * request for that deadline would queue behind: as if each had arrived at that read. The
 * reasons keep the transaction's order (closed, the owner's own booking, full); whatever this
 * lets through, the transaction decides under the lock.
 */
async function refuseWithoutLocking(
  ctx: AppContext,
  { values, ownerHoldsDeadline }: Placement,
): Promise<void> {
  const { bookingDate: date, timeSlot, userId } = values;
  const { slots, taken } = await currentDateAvailability(ctx, date);
  const slot = slots[timeSlot];
  if (slot.closed) throw closedRefusal(slot);
  if (ownerHoldsDeadline) throw conflict('duplicate_booking', M.duplicate);
  if (taken[timeSlot] < slot.capacity) return;
  if (
    ownerHoldsDeadline === undefined &&
    (await ownerHasActiveBooking(ctx.db, userId, date, timeSlot))
  ) {
    throw conflict('duplicate_booking', M.duplicate);
  }
  throw conflict('slot_full', M.full);
}

/** The refusal of a closed deadline, with the office's reason (booking and reschedule). */
export function closedRefusal(slot: EffectiveSlot) {
  return conflict(
    'slot_closed',
    slot.closedReason ? `${M.closed} (${slot.closedReason})` : M.closed,
  );
}

interface Placement {
  values: Omit<NewBooking, 'confirmationCode'>;
  admin: Express.User | null;
  /** Read with the owner's profile; undefined when not read yet (the office's bookings). */
  ownerHoldsDeadline?: boolean;
}

/**
 * Under the deadline's slot lock: refuses a closed deadline, then the owner's own booking
 * there (the order of a new booking's, a move's and a waitlist join's refusals), and says
 * whether a place is free.
 */
export async function checkDeadlineUnderLock(
  tx: Transaction,
  ctx: AppContext,
  userId: number,
  { date, timeSlot }: { date: string; timeSlot: TimeSlot },
): Promise<{ free: boolean }> {
  const { slots, taken } = await loadDateAvailability(tx, ctx.config, date);
  const slot = slots[timeSlot];
  if (slot.closed) throw closedRefusal(slot);
  if (await ownerHasActiveBooking(tx, userId, date, timeSlot)) {
    throw conflict('duplicate_booking', M.duplicate);
  }
  return { free: taken[timeSlot] < slot.capacity };
}

/**
 * The capacity rule (docs/product.md#capacity): under the slot's advisory lock, check closure, the
 * owner's own booking, the count and the owner's cap, then insert, queue the confirmation and
 * audit, in one transaction.
 */
async function placeBooking(ctx: AppContext, placement: Placement): Promise<BookingRow> {
  const { values, admin } = placement;
  const date = values.bookingDate;
  const timeSlot = values.timeSlot;
  assertWithinHorizon(ctx, date);
  await refuseWithoutLocking(ctx, placement);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockSlot(tx, date, timeSlot);
      const { free } = await checkDeadlineUnderLock(tx, ctx, values.userId, { date, timeSlot });
      if (!free) throw conflict('slot_full', M.full);
      // The office booking for a customer is exempt from the owner's cap
      // (docs/product.md#capacity).
      if (!admin) await assertBelowUpcomingCap(tx, ctx, values.userId);
      const booking = await insertWithFreshCode(tx, values);
      await enqueueMail(tx, {
        // The owner's proven address, not the office's typed ownerEmail.
        recipient: await ownerMailAddress(tx, booking.userId),
        payload: {
          kind: 'booking-confirmed',
          booking: bookingSnapshot(booking),
          bookedByAdmin: Boolean(admin),
        },
      });
      if (admin) {
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'booking.create',
          targetId: booking.id,
          after: bookingSnapshot(booking),
        });
      }
      return booking;
    });
  } catch (error) {
    // The partial unique index is the last line of defence behind the check above.
    if (isUniqueViolation(error, OWNER_SLOT_INDEX))
      throw conflict('duplicate_booking', M.duplicate);
    throw error;
  }
}

/** A collision aborts only its savepoint, so the transaction can try another code. */
export async function insertWithFreshCode(
  tx: Transaction,
  values: Omit<NewBooking, 'confirmationCode'>,
  generate: () => string = generateConfirmationCode,
): Promise<BookingRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tx.transaction((savepoint) =>
        insertBooking(savepoint, { ...values, confirmationCode: generate() }),
      );
    } catch (error) {
      if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error, CODE_UNIQUE)) throw error;
    }
  }
}
