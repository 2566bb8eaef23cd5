import type { CapacitySettings } from '@shared/api/capacity';
import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { DateAvailabilityInputs } from '../../db/availability-inputs';
import { readThrough } from '../../db/notified-cache';
import type { AppContext } from '../../lib/context';
import {
  currentAvailabilityInputs,
  dateAvailabilityInputs,
  listSlotCapacities,
} from './capacity-repository';
import { effectiveSlot, type EffectiveSlot } from './slot-rules';

export interface DateAvailability {
  slots: Record<TimeSlot, EffectiveSlot>;
  /** Active bookings per deadline. */
  taken: Record<TimeSlot, number>;
}

/**
 * What each deadline of a date allows and how many it holds, from one query; the booking
 * transaction (under the slot's lock) and availability both read this.
 */
export async function loadDateAvailability(
  db: Executor,
  config: Config,
  date: string,
): Promise<DateAvailability> {
  return dateAvailabilityOf(config, await dateAvailabilityInputs(db, date));
}

/**
 * The same, outside any transaction: from memory where that is exact (the embedded engine),
 * else one query. Availability answers and the booking's lock-free refusals read this.
 */
export async function currentDateAvailability(
  ctx: AppContext,
  date: string,
): Promise<DateAvailability> {
  const load = (key: string) => currentAvailabilityInputs(ctx.db, key);
  return dateAvailabilityOf(ctx.config, await readThrough(ctx.availabilityInputs, date, load));
}

function dateAvailabilityOf(config: Config, inputs: DateAvailabilityInputs): DateAvailability {
  const defaults = { slotCapacity: config.SLOT_CAPACITY, perSlot: inputs.perSlot };
  const byDeadline = <T>(valueOf: (timeSlot: TimeSlot) => T) =>
    Object.fromEntries(TIME_SLOTS.map((timeSlot) => [timeSlot, valueOf(timeSlot)])) as Record<
      TimeSlot,
      T
    >;
  return {
    slots: byDeadline((timeSlot) => effectiveSlot(timeSlot, defaults, inputs.overrides)),
    taken: byDeadline((timeSlot) => inputs.taken.find((t) => t.timeSlot === timeSlot)?.n ?? 0),
  };
}

export async function loadDateSlots(
  db: Executor,
  config: Config,
  date: string,
): Promise<Record<TimeSlot, EffectiveSlot>> {
  return (await loadDateAvailability(db, config, date)).slots;
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
