import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import type { Executor } from '../../db/client';
import {
  deleteOverride,
  findOverride,
  insertOverride,
  updateOverride,
} from './capacity-repository';

/** The overrides a weather hold writes: the day's when it holds every deadline, else each one's. */
const overrideSlots = (timeSlots: readonly TimeSlot[]): (TimeSlot | null)[] =>
  timeSlots.length === TIME_SLOTS.length ? [null] : [...timeSlots];

/**
 * Closes a hold's deadlines with its reason, as a closure does, keeping any capacity set for
 * them. No 'date-closed' mail: the hold tells each owner where their booking went instead.
 * The caller holds the deadlines' slot locks.
 */
export async function closeHeldDeadlines(
  db: Executor,
  actorId: number,
  hold: { date: string; timeSlots: readonly TimeSlot[]; reason: string },
): Promise<void> {
  for (const timeSlot of overrideSlots(hold.timeSlots)) {
    const previous = await findOverride(db, hold.date, timeSlot);
    if (previous) {
      await updateOverride(db, previous.id, { closed: true, reason: hold.reason });
    } else {
      await insertOverride(db, {
        date: hold.date,
        timeSlot,
        capacity: null,
        closed: true,
        reason: hold.reason,
        createdBy: actorId,
      });
    }
  }
}

/**
 * Reopens what closeHeldDeadlines closed: an override that only closed goes, one that also set
 * a capacity keeps it. One the office has reopened or changed since is left as it is.
 */
export async function reopenHeldDeadlines(
  db: Executor,
  hold: { date: string; timeSlots: readonly TimeSlot[]; reason: string },
): Promise<void> {
  for (const timeSlot of overrideSlots(hold.timeSlots)) {
    const override = await findOverride(db, hold.date, timeSlot);
    if (!override?.closed || override.reason !== hold.reason) continue;
    if (override.capacity === null) await deleteOverride(db, override.id);
    else await updateOverride(db, override.id, { closed: false, reason: null });
  }
}
