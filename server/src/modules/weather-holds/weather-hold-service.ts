import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { lastBookableDate } from '@shared/booking-horizon';
import { addServiceDays, isTodayOrLater, marinaToday, slotStart } from '@shared/marina-time';
import { WEATHER_HOLD_MESSAGES as M } from '@shared/messages/weather-holds';
import { WEATHER_HOLD_LIST_DAYS, type WeatherHoldValues } from '@shared/schemas/weather-holds';
import type { Executor, Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { ownerMailAddresses } from '../../outbox/email/mail-recipient';
import { recordAudit } from '../audit/audit-log';
import { askForNewDate, moveForHold } from '../bookings/booking-hold-moves';
import {
  clearNeedsNewDate,
  heldBookings,
  holdersOn,
  type BookingRow,
} from '../bookings/booking-repository';
import { loadDateAvailability } from '../capacity/capacity-service';
import { liftsInService, servicesBetween } from '../lifts/lift-load-repository';
import { closeHeldDeadlines, reopenHeldDeadlines } from '../capacity/hold-closures';
import { lockSlots } from '../capacity/slot-lock';
import { findUserById } from '../users/user-repository';
import { fillWaitingDeadlines } from '../waitlist/waitlist-promotion';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { countWaitingAt } from '../waitlist/waitlist-repository';
import { endWaitingAtClosed, tellEndedEntries } from '../waitlist/waitlist-closures';
import { planHoldMoves, type DeadlineRoom, type PlannedMove } from './hold-plan';
import { presentHold } from './weather-hold-presenter';
import {
  activeHoldsOn,
  findHold,
  insertHold,
  listHoldsFrom,
  lockHold,
  markLifted,
  type WeatherHoldListRow,
  type WeatherHoldRow,
} from './weather-hold-repository';

/** A hold on a past date changes nothing anyone can use: refused. */
function assertNotPast(ctx: AppContext, date: string): void {
  if (!isTodayOrLater(date, ctx.now(), ctx.config.MARINA_TZ)) {
    throw new AppError(400, 'hold_in_past', M.past);
  }
}

/** What a plan needs of a hold: its date and deadlines (the reason changes no place). */
type HeldDeadlines = Pick<WeatherHoldValues, 'date' | 'timeSlots'>;

/**
 * Where each booking on the held deadlines would go. With `locking`, each date's slot locks
 * are taken before its room and its owners' deadlines are read (planHoldMoves reads dates in
 * ascending order), so the places found stay free until the transaction ends.
 */

async function planHold(
  db: Executor,
  ctx: AppContext,
  input: HeldDeadlines,
  locking: Transaction | null,
): Promise<PlannedMove<BookingRow>[]> {
  const { MARINA_TZ, BOOKING_HORIZON_DAYS } = ctx.config;
  const now = ctx.now();
  const bookings = await heldBookings(db, input.date, input.timeSlots);
  const owners = [...new Set(bookings.map((booking) => booking.userId))];
  const lifts = await liftsInService(db);
  const heldServices = new Map(
    (await servicesBetween(db, { from: input.date, to: input.date })).map((s) => [s.id, s]),
  );
  return planHoldMoves({
    bookings,
    held: input,
    lastDate: lastBookableDate(now, MARINA_TZ, BOOKING_HORIZON_DAYS),
    lifts,
    liftAsk: (booking) => ({
      boat: heldServices.get(booking.id)?.boat ?? null,
      pastLiftRules: booking.liftOverrideReason !== null,
    }),
    isAhead: (d) => slotStart(d.bookingDate, d.timeSlot, MARINA_TZ) > now,
    roomOn: async (date) => {
      // Under the date's locks, so no owner can book one of its deadlines meanwhile.
      if (locking) await lockSlots(locking, date, TIME_SLOTS);
      const { slots, taken } = await loadDateAvailability(db, ctx.config, date);
      // The lift rule reads the services there only when a lift counts its load.
      const services = lifts.some((lift) => lift.perDeadline !== null)
        ? await servicesBetween(db, { from: date, to: date })
        : [];
      const room = (timeSlot: TimeSlot): DeadlineRoom => ({
        closed: slots[timeSlot].closed,
        capacity: slots[timeSlot].capacity,
        taken: taken[timeSlot],
        services: services.filter((service) => service.timeSlot === timeSlot),
      });
      return {
        room: Object.fromEntries(TIME_SLOTS.map((slot) => [slot, room(slot)])) as Record<
          TimeSlot,
          DeadlineRoom
        >,
        holders: await holdersOn(db, owners, date),
      };
    },
  });
}

/** What a hold would do now (POST /api/weather-holds/preview): nothing changes. */
export async function previewHold(ctx: AppContext, input: HeldDeadlines) {
  assertNotPast(ctx, input.date);
  const plan = await planHold(ctx.db, ctx, input, null);
  return {
    plan,
    waitlistEntries: await countWaitingAt(ctx.db, input.date, input.timeSlots),
  };
}

/** 409 when an active hold of the date already covers one of these deadlines. */
async function assertNotHeld(db: Executor, input: WeatherHoldValues): Promise<void> {
  const held = (await activeHoldsOn(db, input.date)).flatMap((hold) => hold.timeSlots);
  const overlap = input.timeSlots.filter((slot) => held.includes(slot));
  if (overlap.length > 0) throw conflict('already_held', M.alreadyHeld(overlap.join(' and ')));
}

/**
 * Places a weather hold (POST /api/weather-holds) in one transaction: the held date's slot
 * locks first, then each later date's as the plan reaches it (ascending, the order every
 * change takes them in), so no booking, cancellation or reschedule slips between the plan and
 * the moves, and a second hold of the same day waits and then finds this one. The deadlines
 * close with the reason, each booking moves (or is flagged to choose a date), the waiting
 * owners' entries end, and every owner is mailed, all committed together.
 */
export async function placeHold(
  ctx: AppContext,
  actor: Express.User,
  input: WeatherHoldValues,
): Promise<{ hold: WeatherHoldRow; plan: PlannedMove<BookingRow>[] }> {
  assertNotPast(ctx, input.date);
  return ctx.db.transaction(async (tx) => {
    await lockSlots(tx, input.date, TIME_SLOTS);
    await assertNotHeld(tx, input);
    const plan = await planHold(tx, ctx, input, tx);
    const unplaced = plan.filter((move) => move.to === null).length;
    const hold = await insertHold(tx, {
      date: input.date,
      timeSlots: input.timeSlots,
      reason: input.reason,
      moved: plan.length - unplaced,
      unplaced,
      createdBy: actor.id,
    });
    const closure = { by: 'hold', reason: input.reason } as const;
    const waiting = await endWaitingAtClosed(tx, { ...closure, ...input, at: ctx.now() });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'weather-hold.create',
      targetId: hold.id,
      after: { ...input, moved: hold.moved, unplaced, waitlistEnded: waiting.length },
    });
    // Every owner's address in one read, not one per booking.
    const recipients = await ownerMailAddresses(tx, [
      ...plan.map(({ booking }) => booking.userId),
      ...waiting.map((entry) => entry.userId),
    ]);
    for (const { booking, to } of plan) {
      const recipient = recipients.get(booking.userId)!;
      if (to) await moveForHold(tx, actor.id, booking, to, { ...hold, recipient });
      else await askForNewDate(tx, booking, { ...hold, recipient });
    }
    await closeHeldDeadlines(tx, actor.id, input);
    await tellEndedEntries(tx, waiting, recipients, closure);
    // Sent exactly when the hold commits, as the API answers it.
    await recordWebhookEvent(tx, {
      type: 'weather_hold.created',
      data: { hold: presentHold(hold, actor.ownerName) },
    });
    return { hold, plan };
  });
}

/** GET /api/weather-holds: holds on dates from WEATHER_HOLD_LIST_DAYS back on, newest first. */
export async function listHolds(ctx: AppContext): Promise<WeatherHoldListRow[]> {
  const today = marinaToday(ctx.now(), ctx.config.MARINA_TZ);
  return listHoldsFrom(ctx.db, addServiceDays(today, -WEATHER_HOLD_LIST_DAYS));
}

/**
 * Lifts a hold (DELETE /api/weather-holds/{id}): its deadlines reopen and the bookings still
 * on them stand again; moved bookings stay where they are. Those waiting elsewhere on the
 * date are filled as on any reopening.
 */
export async function liftHold(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<WeatherHoldListRow> {
  return ctx.db.transaction(async (tx) => {
    const seen = await findHold(tx, id);
    if (!seen) throw notFound(M.notFound);
    await lockSlots(tx, seen.date, TIME_SLOTS);
    const hold = (await lockHold(tx, id))!;
    if (hold.liftedAt) throw conflict('hold_lifted', M.alreadyLifted);
    await reopenHeldDeadlines(tx, hold);
    const restored = await clearNeedsNewDate(tx, hold.date, hold.timeSlots);
    const lifted = await markLifted(tx, id, { liftedAt: ctx.now(), liftedBy: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'weather-hold.lift',
      targetId: id,
      before: { date: hold.date, timeSlots: hold.timeSlots, reason: hold.reason },
      after: { restored },
    });
    await fillWaitingDeadlines(tx, ctx, { date: hold.date, timeSlots: hold.timeSlots });
    const creator = hold.createdBy === null ? undefined : await findUserById(tx, hold.createdBy);
    return { ...lifted, createdByName: creator?.ownerName ?? null };
  });
}
