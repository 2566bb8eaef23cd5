import type { TimeSlot } from '@shared/constants';
import type { SlotCapacityRow, SlotOverrideRow } from './capacity-repository';

export interface EffectiveSlot {
  capacity: number;
  closed: boolean;
  closedReason: string | null;
}

/**
 * What one deadline on one date allows (docs/product.md#capacity). A closure of the day or of the
 * deadline closes it; capacity comes from the most specific setting: the deadline's override on
 * that date, then the whole day's override, then the deadline's default, then SLOT_CAPACITY.
 */
export function effectiveSlot(
  timeSlot: TimeSlot,
  defaults: {
    slotCapacity: number;
    perSlot: readonly Pick<SlotCapacityRow, 'timeSlot' | 'capacity'>[];
  },
  overridesOfDate: readonly Pick<SlotOverrideRow, 'timeSlot' | 'capacity' | 'closed' | 'reason'>[],
): EffectiveSlot {
  const own = overridesOfDate.find((o) => o.timeSlot === timeSlot);
  const day = overridesOfDate.find((o) => o.timeSlot === null);
  const closure = [own, day].find((o) => o?.closed);
  const perSlot = defaults.perSlot.find((row) => row.timeSlot === timeSlot)?.capacity;
  return {
    capacity: own?.capacity ?? day?.capacity ?? perSlot ?? defaults.slotCapacity,
    closed: Boolean(closure),
    closedReason: closure?.reason ?? null,
  };
}
