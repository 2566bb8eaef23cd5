import { TIME_SLOTS } from '@shared/constants';
import { marinaToday, meetsAdvanceNotice } from '@shared/marina-time';
import { WAITLIST_MESSAGES as M } from '@shared/messages/waitlist';
import type { OwnerBookingValues } from '@shared/schemas/bookings';
import type { Executor, Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { BookingBoat } from '@shared/api/boats';
import { boatOfRow, boatsOf } from '../boats/booking-boats';
import { assertWithinHorizon } from '../bookings/booking-limits';
import {
  checkDeadlineUnderLock,
  checkOwnerRequest,
  lockBookableBoat,
} from '../bookings/booking-service';
import { lockSlot } from '../capacity/slot-lock';
import {
  activeEntriesOfOwnerFrom,
  entriesAhead,
  insertEntry,
  lockActiveEntryOfOwner,
  lockOwnerWaitlist,
  holderIsWaiting,
  resolveEntry,
  type WaitlistRow,
} from './waitlist-repository';

/** The unique indexes behind the one-entry-per-holder check (deadline-holder.ts). */
const HOLDER_INDEXES = [
  'waitlist_entries_owner_slot_active_key',
  'waitlist_entries_boat_slot_active_key',
];

export interface PositionedEntry {
  entry: WaitlistRow;
  /** 1 = next in line. */
  position: number;
  /** The boat it waits for, as the boat is now. */
  boat: BookingBoat | null;
}

/**
 * An owner joins the queue of a full deadline (docs/product.md#waitlist): the checks of an owner's
 * booking first (profile, route, notice, horizon), then, under the deadline's slot lock, the
 * ones that depend on the moment: closed, already booked there, already waiting, and full.
 * A deadline with a free place under the lock is refused with 'book it instead', so a place
 * freed at the same instant is never missed. At most MAX_ACTIVE_BOOKINGS_PER_OWNER entries
 * wait per owner.
 */
export async function joinWaitlist(
  ctx: AppContext,
  actor: Express.User,
  input: OwnerBookingValues,
): Promise<PositionedEntry> {
  const { bookingDate: date, timeSlot } = input;
  assertWithinHorizon(ctx, date);
  const { holder } = await checkOwnerRequest(ctx, actor, input);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockSlot(tx, date, timeSlot);
      await lockBookableBoat(tx, holder.boatId);
      const { free } = await checkDeadlineUnderLock(tx, ctx, { holder }, { date, timeSlot });
      if (await holderIsWaiting(tx, holder, date, timeSlot)) {
        throw conflict('already_waiting', M.alreadyWaiting);
      }
      if (free) throw conflict('waitlist_not_full', M.notFull);
      await assertBelowWaitlistCap(tx, ctx, actor.id);
      const entry = await insertEntry(tx, {
        userId: actor.id,
        boatId: holder.boatId,
        serviceType: input.serviceType,
        sourceSlipType: input.sourceSlipType,
        destination: input.destination,
        specialRequests: input.specialRequests,
        bookingDate: date,
        timeSlot,
      });
      const boat = await boatOfRow(tx, entry);
      return { entry, position: (await entriesAhead(tx, entry)) + 1, boat };
    });
  } catch (error) {
    if (HOLDER_INDEXES.some((index) => isUniqueViolation(error, index))) {
      throw conflict('already_waiting', M.alreadyWaiting);
    }
    throw error;
  }
}

async function assertBelowWaitlistCap(
  tx: Transaction,
  ctx: AppContext,
  userId: number,
): Promise<void> {
  await lockOwnerWaitlist(tx, userId);
  const cap = ctx.config.MAX_ACTIVE_BOOKINGS_PER_OWNER;
  if ((await waitingEntriesOf(tx, ctx, userId)).length >= cap) {
    throw conflict('too_many_waitlist_entries', M.tooMany(cap));
  }
}

/**
 * The owner's entries still waiting, by date and deadline. One whose deadline is within 24
 * hours has expired even before housekeeping marks it.
 */
async function waitingEntriesOf(
  db: Executor,
  ctx: AppContext,
  userId: number,
): Promise<WaitlistRow[]> {
  const { MARINA_TZ } = ctx.config;
  const now = ctx.now();
  const rows = await activeEntriesOfOwnerFrom(db, userId, marinaToday(now, MARINA_TZ));
  return rows
    .filter((row) => meetsAdvanceNotice(row.bookingDate, row.timeSlot, now, MARINA_TZ))
    .sort(
      (a, b) =>
        a.bookingDate.localeCompare(b.bookingDate) ||
        TIME_SLOTS.indexOf(a.timeSlot) - TIME_SLOTS.indexOf(b.timeSlot),
    );
}

/** GET /api/waitlist: the owner's waiting entries, each with its place in line. */
export async function listMyWaitlist(
  ctx: AppContext,
  actor: Express.User,
): Promise<PositionedEntry[]> {
  const entries = await waitingEntriesOf(ctx.db, ctx, actor.id);
  const boatOf = await boatsOf(ctx.db, entries);
  return Promise.all(
    entries.map(async (entry) => ({
      entry,
      position: (await entriesAhead(ctx.db, entry)) + 1,
      boat: boatOf(entry),
    })),
  );
}

/** The owner leaves a queue; another owner's entry, or one no longer waiting, is absent. */
export async function leaveWaitlist(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const entry = await lockActiveEntryOfOwner(tx, id, actor.id);
    if (!entry) throw notFound(M.notFound);
    await resolveEntry(tx, id, { outcome: 'left', resolvedAt: ctx.now() });
    return { id };
  });
}
