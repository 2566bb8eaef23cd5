import type { StorageType } from '@shared/constants';
import type { TimeSlot } from '@shared/constants';
import { isLegalRoute, isOfficeRoute } from '@shared/locations';
import { isTodayOrLater, meetsAdvanceNotice } from '@shared/marina-time';
import { BOAT_MESSAGES as BOAT_M } from '@shared/messages/boats';
import { whyNoLiftFits, type NoLiftFits } from '@shared/lift-fit';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import { LIFT_MESSAGES as LIFT_M } from '@shared/messages/lifts';
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
import { boatsInServiceOf, lockBoat } from '../boats/boat-repository';
import { assertInsured, chooseBoat } from './booking-boat';
import {
  deadlineHeldBy,
  findOwnerRequestFacts,
  insertBooking,
  type BookingRow,
  type NewBooking,
  type RequestBoat,
} from './booking-repository';
import { findBoatSize, liftsInService, servicesBetween } from '../lifts/lift-load-repository';
import { holdersClash, type DeadlineHolder } from './deadline-holder';
import { judgeDeadline } from './deadline-rules';
import { generateConfirmationCode } from './confirmation-code';

/** The unique indexes behind the one-place-per-holder check (deadline-holder.ts). */
const HOLDER_INDEXES = ['bookings_owner_slot_active_key', 'bookings_boat_slot_active_key'];
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

/** What an owner's request is, once it passed the checks before any lock. */
export interface OwnerRequest {
  profile: CompleteProfile;
  /** The boat it is for (booking-boat.ts chooses), or null. */
  boat: RequestBoat | null;
  holder: DeadlineHolder;
  /** Whether the holder already has a booking at the deadline asked for. */
  holdsDeadline: boolean;
}

/**
 * What an owner's request must pass before any lock (a booking, or joining a waitlist): a
 * complete profile, a route legal for their storage, 24 hours' notice, one of their boats
 * (docs/product.md#boats) with its insurance where the yard asks for it. Read in one statement
 * with whether they already hold the deadline, for an opening day's many refusals.
 */
export async function checkOwnerRequest(
  ctx: AppContext,
  actor: Express.User,
  input: OwnerBookingValues,
): Promise<OwnerRequest> {
  const { bookingDate, timeSlot } = input;
  const facts = await findOwnerRequestFacts(ctx.db, actor.id, bookingDate, timeSlot);
  const profile = ownerMayRequest(ctx, facts?.profile, input);
  const boat = chooseBoat(ctx, facts?.boats ?? [], input.boatId);
  assertInsured(ctx, boat, input);
  const holder = { userId: actor.id, boatId: boat?.id ?? null };
  const holdsDeadline = (facts?.heldBoatIds ?? []).some((boatId) =>
    holdersClash({ userId: actor.id, boatId }, holder),
  );
  return { profile, boat, holder, holdsDeadline };
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

/** An owner books for themself: identity from the session, contact details from the profile. */
export async function createOwnerBooking(
  ctx: AppContext,
  actor: Express.User,
  input: OwnerBookingValues,
): Promise<BookingRow> {
  const request = await checkOwnerRequest(ctx, actor, input);
  return placeBooking(ctx, {
    values: {
      userId: actor.id,
      boatId: request.holder.boatId,
      ...choiceOf(input),
      ...ownerContact(request.profile, actor.email),
      createdBy: null,
    },
    admin: null,
    holdsDeadline: request.holdsDeadline,
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
  // The customer's boat, as on an owner's booking; the office is exempt from insurance.
  const boat = chooseBoat(ctx, await boatsInServiceOf(ctx.db, customer.id), input.boatId);
  return placeBooking(ctx, {
    values: {
      userId: customer.id,
      boatId: boat?.id ?? null,
      ...choiceOf(input),
      ownerName: input.ownerName,
      ownerEmail: input.ownerEmail,
      ownerPhone: input.ownerPhone,
      isVibMember: input.isVibMember,
      createdBy: actor.id,
      ...(input.liftOverride
        ? {
            liftOverrideReason: input.liftOverrideReason!,
            liftOverrideBy: actor.id,
            liftOverrideAt: ctx.now(),
          }
        : {}),
    },
    admin: actor,
    pastLiftRules: input.liftOverride === true,
  });
}

/**
 * On an opening day most requests ask for a deadline that is already full. Those are refused
 * on a read of committed state, without the transaction and the slot's lock that every other
 * request for that deadline would queue behind: as if each had arrived at that read. The
 * reasons keep the transaction's order (closed, the owner's own booking, full); whatever this
 * lets through, the transaction decides under the lock.
 */
async function refuseWithoutLocking(ctx: AppContext, placement: Placement): Promise<void> {
  const { values, holdsDeadline } = placement;
  const { bookingDate: date, timeSlot } = values;
  const { slots, taken } = await currentDateAvailability(ctx, date);
  const slot = slots[timeSlot];
  if (slot.closed) throw closedRefusal(slot);
  if (holdsDeadline) throw conflict('duplicate_booking', M.duplicate);
  if (taken[timeSlot] < slot.capacity) return;
  if (
    holdsDeadline === undefined &&
    (await deadlineHeldBy(ctx.db, holderOf(values), date, timeSlot))
  ) {
    throw conflict('duplicate_booking', M.duplicate);
  }
  // A boat no lift takes is told so before 'full', as under the lock.
  if (!placement.pastLiftRules && values.boatId) {
    const [lifts, boat] = await Promise.all([
      liftsInService(ctx.db),
      findBoatSize(ctx.db, values.boatId),
    ]);
    const why = whyNoLiftFits(lifts, boat ?? null);
    if (why) throw noLiftFitsRefusal(ctx, boat!.name, why);
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
  holdsDeadline?: boolean;
  /** The office books past the lift rules (the reason is in values). */
  pastLiftRules?: boolean;
}

const holderOf = (values: Placement['values']): DeadlineHolder => ({
  userId: values.userId,
  boatId: values.boatId ?? null,
});

/** What a path asks of a deadline: who would hold the place, and whether past the lift rules. */
export interface DeadlineRequest {
  holder: DeadlineHolder;
  /** The office books past the lift rules, with a reason (docs/product.md#lifts). */
  pastLiftRules?: boolean;
}

/** Whether the deadline has a place for this request; when not, the refusal to give. */
export type DeadlineRoom = { free: true } | { free: false; refusal: AppError };

/** The boat a request is for, as the lift rule reads it (no boat: no size to check). */
async function boatOf(tx: Transaction, { boatId }: DeadlineHolder) {
  return boatId === null ? null : ((await findBoatSize(tx, boatId)) ?? null);
}

/**
 * Under the deadline's slot lock, the one check every path that puts a booking or a waitlist
 * entry on a deadline makes (book, office booking, change date, reschedule, waitlist join),
 * deciding by judgeDeadline (deadline-rules.ts) as the weather hold's plan and the waitlist's
 * promotion do: throws for a closed deadline, a place its holder already has there (one per
 * boat, or one per owner without a boat: deadline-holder.ts) and a boat no lift in service takes;
 * answers whether a place is free for it, or why not (full, or the lifts that take it full).
 */
export async function checkDeadlineUnderLock(
  tx: Transaction,
  ctx: AppContext,
  request: DeadlineRequest,
  { date, timeSlot }: { date: string; timeSlot: TimeSlot },
): Promise<DeadlineRoom> {
  const { holder, pastLiftRules = false } = request;
  const { slots, taken } = await loadDateAvailability(tx, ctx.config, date);
  const slot = slots[timeSlot];
  const held = await deadlineHeldBy(tx, holder, date, timeSlot);
  const lifts = pastLiftRules ? [] : await liftsInService(tx);
  const boat = lifts.length > 0 ? await boatOf(tx, holder) : null;
  const countsLoad = lifts.some((lift) => lift.perDeadline !== null);
  const verdict = judgeDeadline(
    {
      closed: slot.closed,
      capacity: slot.capacity,
      taken: taken[timeSlot],
      holders: held ? [holder] : [],
      lifts,
      services: countsLoad ? await servicesBetween(tx, { from: date, to: date, timeSlot }) : [],
    },
    { holder, boat, pastLiftRules },
  );
  if (verdict.ok) return { free: true };
  switch (verdict.code) {
    case 'slot_closed':
      throw closedRefusal(slot);
    case 'duplicate_booking':
      throw conflict('duplicate_booking', M.duplicate);
    case 'no_lift_fits':
      throw noLiftFitsRefusal(ctx, boat?.name ?? '', verdict.why);
    case 'slot_full':
      return { free: false, refusal: conflict('slot_full', M.full) };
    case 'lift_full':
      return {
        free: false,
        refusal: conflict('lift_full', LIFT_M.liftFull(boat?.name ?? null, date, timeSlot)),
      };
  }
}

export function noLiftFitsRefusal(ctx: AppContext, boatName: string, why: NoLiftFits): AppError {
  const message = LIFT_M.noLiftFits(boatName, why, ctx.config.MARINA_UNITS);
  return new AppError(422, 'no_lift_fits', message, [{ path: 'boatId', message }]);
}

/**
 * A booking's boat, locked FOR SHARE until the transaction ends: it cannot be archived under
 * the booking; an archive that came first leaves nothing to book (422 on boatId).
 */
export async function lockBookableBoat(tx: Transaction, boatId: number | null): Promise<void> {
  if (boatId === null) return;
  const boat = await lockBoat(tx, boatId, 'share');
  if (!boat || boat.archivedAt) {
    throw new AppError(422, 'boat_not_bookable', BOAT_M.notBookable, [
      { path: 'boatId', message: BOAT_M.notBookable },
    ]);
  }
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
      await lockBookableBoat(tx, values.boatId ?? null);
      const room = await checkDeadlineUnderLock(
        tx,
        ctx,
        { holder: holderOf(values), pastLiftRules: placement.pastLiftRules },
        { date, timeSlot },
      );
      if (!room.free) throw room.refusal;
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
          after: {
            ...bookingSnapshot(booking),
            ...(booking.liftOverrideReason === null
              ? {}
              : { liftOverride: { reason: booking.liftOverrideReason, by: admin.id } }),
          },
        });
      }
      return booking;
    });
  } catch (error) {
    // The partial unique index is the last line of defence behind the check above.
    if (HOLDER_INDEXES.some((index) => isUniqueViolation(error, index)))
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
