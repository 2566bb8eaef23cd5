import type { CapacitySettings } from '@shared/api-types';
import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import type { SlotOverrideValues } from '@shared/schemas/booking';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { bookingSnapshot, enqueueMail } from '../../mail/mail-queue';
import { recordAudit } from '../audit/audit-log';
import { activeBookingsOn } from '../bookings/booking-repository';
import {
  deleteOverride,
  deleteSlotCapacity,
  findOverride,
  findOverrideById,
  insertOverride,
  listSlotCapacities,
  overridesForDate,
  updateOverride,
  upsertSlotCapacity,
  type SlotOverrideRow,
} from './capacity-repository';
import { lockSlots } from './slot-lock';
import { effectiveSlot, type EffectiveSlot } from './slot-rules';

/** What each deadline of a date allows; the booking transaction and availability both read this. */
export async function loadDateSlots(
  db: Executor,
  config: Config,
  date: string,
): Promise<Record<TimeSlot, EffectiveSlot>> {
  const [perSlot, overrides] = await Promise.all([
    listSlotCapacities(db),
    overridesForDate(db, date),
  ]);
  const defaults = { slotCapacity: config.SLOT_CAPACITY, perSlot };
  return Object.fromEntries(
    TIME_SLOTS.map((timeSlot) => [timeSlot, effectiveSlot(timeSlot, defaults, overrides)]),
  ) as Record<TimeSlot, EffectiveSlot>;
}

export async function getCapacitySettings(db: Executor, config: Config): Promise<CapacitySettings> {
  const rows = await listSlotCapacities(db);
  return {
    defaultCapacity: config.SLOT_CAPACITY,
    slots: TIME_SLOTS.map((timeSlot) => {
      const row = rows.find((r) => r.timeSlot === timeSlot);
      return { timeSlot, capacity: row?.capacity ?? config.SLOT_CAPACITY, custom: Boolean(row) };
    }),
  };
}

export async function setSlotCapacity(
  ctx: AppContext,
  admin: Express.User,
  input: { timeSlot: TimeSlot; capacity: number },
): Promise<CapacitySettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await getCapacitySettings(tx, ctx.config);
    await upsertSlotCapacity(tx, { ...input, updatedBy: admin.id, updatedAt: ctx.now() });
    const after = await getCapacitySettings(tx, ctx.config);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'capacity.set',
      targetType: 'slot-capacity',
      targetId: input.timeSlot,
      before: before.slots.find((s) => s.timeSlot === input.timeSlot),
      after: after.slots.find((s) => s.timeSlot === input.timeSlot),
    });
    return after;
  });
}

/** Back to SLOT_CAPACITY; removing a default that was never set is a no-op, not an error. */
export async function resetSlotCapacity(
  ctx: AppContext,
  admin: Express.User,
  timeSlot: TimeSlot,
): Promise<CapacitySettings> {
  return ctx.db.transaction(async (tx) => {
    const removed = await deleteSlotCapacity(tx, timeSlot);
    if (removed) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'capacity.reset',
        targetType: 'slot-capacity',
        targetId: timeSlot,
        before: { timeSlot, capacity: removed.capacity },
        after: { timeSlot, capacity: ctx.config.SLOT_CAPACITY },
      });
    }
    return getCapacitySettings(tx, ctx.config);
  });
}

/**
 * Sets a date's (or one deadline's) capacity or closes it. Bookings already made stay; when
 * this closes what was open, each affected owner gets a 'date-closed' mail in the same
 * transaction. The slot locks keep a booking from slipping in unnoticed meanwhile.
 */
export async function saveSlotOverride(
  ctx: AppContext,
  admin: Express.User,
  input: SlotOverrideValues,
): Promise<{ override: SlotOverrideRow; notified: number }> {
  return ctx.db.transaction(async (tx) => {
    await lockSlots(tx, input.date, input.timeSlot ? [input.timeSlot] : TIME_SLOTS);
    const previous = await findOverride(tx, input.date, input.timeSlot);
    const fields = { capacity: input.capacity, closed: input.closed, reason: input.reason };
    const override = previous
      ? await updateOverride(tx, previous.id, fields)
      : await insertOverride(tx, {
          ...fields,
          date: input.date,
          timeSlot: input.timeSlot,
          createdBy: admin.id,
        });
    let notified = 0;
    if (override.closed && !previous?.closed) {
      for (const booking of await activeBookingsOn(tx, input.date, input.timeSlot)) {
        await enqueueMail(tx, {
          recipient: booking.ownerEmail,
          payload: {
            kind: 'date-closed',
            booking: bookingSnapshot(booking),
            reason: override.reason,
          },
        });
        notified += 1;
      }
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'slot-override.set',
      targetType: 'slot-override',
      targetId: override.id,
      before: previous ?? null,
      after: { ...override, notified },
    });
    return { override, notified };
  });
}

export async function removeSlotOverride(
  db: Database,
  admin: Express.User,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findOverrideById(tx, id);
    if (!existing) throw notFound('Override not found');
    await deleteOverride(tx, id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'slot-override.remove',
      targetType: 'slot-override',
      targetId: id,
      before: existing,
    });
  });
}
