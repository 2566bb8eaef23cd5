import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import type { ClosureImpact } from '@shared/api/capacity';
import type { SlotOverrideValues } from '@shared/schemas/capacity';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { bookingSnapshot, enqueueMail } from '../../outbox/outbox';
import { ownerMailAddresses } from '../../outbox/email/mail-recipient';
import { recordAudit } from '../audit/audit-log';
import { activeBookingsOn, type BookingRow } from '../bookings/booking-repository';
import { endWaitingAtClosed, tellEndedEntries } from '../waitlist/waitlist-closures';
import { fillWaitingDeadlines } from '../waitlist/waitlist-promotion';
import {
  deleteOverride,
  findOverride,
  findOverrideById,
  insertOverride,
  listOverrides,
  updateOverride,
  type SlotOverrideRow,
} from './capacity-repository';
import { loadDateSlots } from './capacity-service';
import { lockSlots } from './slot-lock';

/** The closures and capacity changes between two dates, for the Availability tab's calendar. */
export function listSlotOverrides(
  db: Executor,
  range: { from?: string; to?: string },
): Promise<SlotOverrideRow[]> {
  return listOverrides(db, range);
}

/** The active bookings of a date that sit in the given deadlines. */
async function bookingsIn(
  db: Executor,
  date: string,
  timeSlots: readonly TimeSlot[],
): Promise<BookingRow[]> {
  if (timeSlots.length === 0) return [];
  const rows = await activeBookingsOn(db, date, null);
  return rows.filter((row) => timeSlots.includes(row.timeSlot));
}

/**
 * What closing a date (timeSlot null) or one deadline would do now: the bookings in the
 * deadlines it would close that are still open. A deadline already closed, on its own or with
 * its day, told its owners then: they are not counted, and saveSlotOverride does not mail them
 * again.
 */
export async function closureImpact(
  db: Executor,
  config: Config,
  date: string,
  timeSlot: TimeSlot | null,
): Promise<ClosureImpact> {
  const current = await loadDateSlots(db, config, date);
  const closing = (timeSlot ? [timeSlot] : TIME_SLOTS).filter((slot) => !current[slot].closed);
  const affected = await bookingsIn(db, date, closing);
  return {
    date,
    timeSlot,
    bookings: affected.length,
    owners: new Set(affected.map((row) => row.userId)).size,
  };
}

/**
 * Sets a date's (or one deadline's) capacity or closes it. Bookings already made stay; the
 * owners of bookings in deadlines this closes, that were open until now, each get a
 * 'date-closed' mail in the same transaction. The slot locks keep a booking from slipping in
 * unnoticed meanwhile.
 */
export async function saveSlotOverride(
  ctx: AppContext,
  actor: Express.User,
  input: SlotOverrideValues,
): Promise<{ override: SlotOverrideRow; notified: number }> {
  return ctx.db.transaction(async (tx) => {
    const locked = input.timeSlot ? [input.timeSlot] : TIME_SLOTS;
    await lockSlots(tx, input.date, locked);
    const before = await loadDateSlots(tx, ctx.config, input.date);
    const previous = await findOverride(tx, input.date, input.timeSlot);
    const fields = { capacity: input.capacity, closed: input.closed, reason: input.reason };
    const override = previous
      ? await updateOverride(tx, previous.id, fields)
      : await insertOverride(tx, {
          ...fields,
          date: input.date,
          timeSlot: input.timeSlot,
          createdBy: actor.id,
        });
    const after = await loadDateSlots(tx, ctx.config, input.date);
    const closed = TIME_SLOTS.filter((slot) => !before[slot].closed && after[slot].closed);
    const affected = await bookingsIn(tx, input.date, closed);
    const closure = { by: 'office', reason: override.reason } as const;
    const waiting = await endWaitingAtClosed(tx, {
      ...closure,
      date: input.date,
      timeSlots: closed,
      at: ctx.now(),
    });
    const recipients = await ownerMailAddresses(tx, [
      ...affected.map((booking) => booking.userId),
      ...waiting.map((entry) => entry.userId),
    ]);
    for (const booking of affected) {
      await enqueueMail(tx, {
        recipient: recipients.get(booking.userId) ?? booking.ownerEmail,
        payload: {
          kind: 'date-closed',
          booking: bookingSnapshot(booking),
          reason: override.reason,
          wholeDay: override.timeSlot === null,
        },
      });
    }
    await tellEndedEntries(tx, waiting, recipients, closure);
    const notified = affected.length;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'slot-override.set',
      targetId: override.id,
      before: previous ?? null,
      after: { ...override, notified, waitlistEnded: waiting.length },
    });
    // A raise or a reopening frees places: owners waiting there are booked now.
    await fillWaitingDeadlines(tx, ctx, { date: input.date, timeSlots: locked });
    return { override, notified };
  });
}

export async function removeSlotOverride(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const existing = await findOverrideById(tx, id);
    if (!existing) throw notFound('Override not found');
    await deleteOverride(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'slot-override.remove',
      targetId: id,
      before: existing,
    });
    // Back to the defaults: a lower capacity or a closure gone frees places for those waiting.
    await fillWaitingDeadlines(tx, ctx, {
      date: existing.date,
      timeSlots: existing.timeSlot ? [existing.timeSlot] : TIME_SLOTS,
    });
    return { id };
  });
}
