import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { addServiceDays } from '@shared/marina-time';
import type { CapacityDays } from '@shared/api/capacity';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { countActiveBySlot, listOverrides, listSlotCapacities } from './capacity-repository';
import { effectiveSlot } from './slot-rules';

/**
 * The month view of the Availability tab: every date from `from` to `to` with each deadline's
 * capacity, active bookings and closure, decided by the same rule the booking transaction uses.
 * Three queries whatever the span.
 */
export async function capacityDays(
  db: Executor,
  config: Config,
  from: string,
  to: string,
): Promise<CapacityDays> {
  const [perSlot, overrides, counts] = await Promise.all([
    listSlotCapacities(db),
    listOverrides(db, { from, to }),
    countActiveBySlot(db, from, to),
  ]);
  const defaults = { slotCapacity: config.SLOT_CAPACITY, perSlot };
  const booked = new Map(counts.map((row) => [`${row.date} ${row.timeSlot}`, row.n]));
  const days: CapacityDays['days'] = [];
  for (let date = from; date <= to; date = addServiceDays(date, 1)) {
    const ofDate = overrides.filter((o) => o.date === date);
    days.push({
      date,
      deadlines: TIME_SLOTS.map((timeSlot: TimeSlot) => {
        const slot = effectiveSlot(timeSlot, defaults, ofDate);
        return {
          timeSlot,
          capacity: slot.capacity,
          booked: booked.get(`${date} ${timeSlot}`) ?? 0,
          closed: slot.closed,
          closedReason: slot.closedReason,
        };
      }),
    });
  }
  return { days };
}
