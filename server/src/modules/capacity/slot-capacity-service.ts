import type { CapacitySettings } from '@shared/api/capacity';
import type { TimeSlot } from '@shared/constants';
import type { AppContext } from '../../lib/context';
import { recordAudit } from '../audit/audit-log';
import { fillWaitingDeadlines } from '../waitlist/waitlist-promotion';
import { deleteSlotCapacity, upsertSlotCapacity } from './capacity-repository';
import { getCapacitySettings } from './capacity-service';

/**
 * The default capacity of a deadline, for every date without its own. A raise frees places on
 * every date with owners waiting at that deadline: they are booked in the same transaction
 * (waitlist-promotion.ts). Apart from capacity-service.ts because the waitlist reads it.
 */

export async function setSlotCapacity(
  ctx: AppContext,
  actor: Express.User,
  input: { timeSlot: TimeSlot; capacity: number },
): Promise<CapacitySettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await getCapacitySettings(tx, ctx.config);
    await upsertSlotCapacity(tx, { ...input, updatedBy: actor.id, updatedAt: ctx.now() });
    const after = await getCapacitySettings(tx, ctx.config);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'capacity.set',
      targetId: input.timeSlot,
      before: before.slots.find((s) => s.timeSlot === input.timeSlot),
      after: after.slots.find((s) => s.timeSlot === input.timeSlot),
    });
    await fillWaitingDeadlines(tx, ctx, { timeSlots: [input.timeSlot] });
    return after;
  });
}

/** Back to SLOT_CAPACITY; removing a default that was never set is a no-op, not an error. */
export async function resetSlotCapacity(
  ctx: AppContext,
  actor: Express.User,
  { timeSlot }: { timeSlot: TimeSlot },
): Promise<CapacitySettings> {
  return ctx.db.transaction(async (tx) => {
    const removed = await deleteSlotCapacity(tx, timeSlot);
    if (removed) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'capacity.reset',
        targetId: timeSlot,
        before: { timeSlot, capacity: removed.capacity },
        after: { timeSlot, capacity: ctx.config.SLOT_CAPACITY },
      });
      await fillWaitingDeadlines(tx, ctx, { timeSlots: [timeSlot] });
    }
    return getCapacitySettings(tx, ctx.config);
  });
}
