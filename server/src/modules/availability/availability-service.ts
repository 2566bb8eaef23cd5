import type { AvailabilityResponse, SlotAvailability } from '@shared/api-types';
import { TIME_SLOTS, type ServiceType, type TimeSlot } from '@shared/constants';
import { marinaToday, meetsAdvanceNotice, slotStart } from '@shared/marina-time';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { countActiveByDeadline } from '../bookings/booking-repository';
import { listSlotCapacities, overridesForDate } from '../capacity/capacity-repository';
import { effectiveSlot, type EffectiveSlot } from '../capacity/slot-rules';

/** Capacity and closure of one deadline on one date, as the booking transaction sees it. */
export async function loadSlotState(
  db: Executor,
  config: Config,
  date: string,
  timeSlot: TimeSlot,
): Promise<EffectiveSlot> {
  const [perSlot, overrides] = await Promise.all([
    listSlotCapacities(db),
    overridesForDate(db, date),
  ]);
  return effectiveSlot(timeSlot, { slotCapacity: config.SLOT_CAPACITY, perSlot }, overrides);
}

export interface Viewer {
  isAdmin: boolean;
}

/**
 * The deadlines of a date and why any cannot be booked (DESIGN §3). Owners cannot book a slot
 * that has started ('past') or starts within 24 hours ('notice'); admins only lose past dates.
 */
export async function getAvailability(
  db: Executor,
  config: Config,
  now: Date,
  query: { date: string; serviceType: ServiceType },
  viewer: Viewer,
): Promise<AvailabilityResponse> {
  const [perSlot, overrides, taken] = await Promise.all([
    listSlotCapacities(db),
    overridesForDate(db, query.date),
    countActiveByDeadline(db, query.date),
  ]);
  const today = marinaToday(now, config.MARINA_TZ);
  const slots = TIME_SLOTS.map((timeSlot): SlotAvailability => {
    const slot = effectiveSlot(
      timeSlot,
      { slotCapacity: config.SLOT_CAPACITY, perSlot },
      overrides,
    );
    const remaining = Math.max(0, slot.capacity - (taken.get(timeSlot) ?? 0));
    const started = slotStart(query.date, timeSlot, config.MARINA_TZ).getTime() <= now.getTime();
    const reason: SlotAvailability['reason'] =
      query.date < today || (!viewer.isAdmin && started)
        ? 'past'
        : slot.closed
          ? 'closed'
          : remaining === 0
            ? 'full'
            : !viewer.isAdmin && !meetsAdvanceNotice(query.date, timeSlot, now, config.MARINA_TZ)
              ? 'notice'
              : null;
    return {
      timeSlot,
      capacity: slot.capacity,
      remaining,
      available: reason === null,
      reason,
      closedReason: slot.closed ? slot.closedReason : null,
    };
  });
  return {
    date: query.date,
    serviceType: query.serviceType,
    availableTimeSlots: slots.filter((s) => s.available).map((s) => s.timeSlot),
    slots,
  };
}
