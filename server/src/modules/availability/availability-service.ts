import type { AvailabilityResponse, SlotAvailability } from '@shared/api/availability';
import { isBeyondHorizon } from '@shared/booking-horizon';
import { TIME_SLOTS, type ServiceType, type SlotUnavailableReason } from '@shared/constants';
import { marinaToday, meetsAdvanceNotice, slotStart } from '@shared/marina-time';
import type { AppContext } from '../../lib/context';
import { currentDateAvailability } from '../capacity/capacity-service';
import { deadlineForBoat, loadBoatRoom, type BoatRoom } from './boat-room';

export interface Viewer {
  isAdmin: boolean;
}

/** A slot's reason and places, once the boat's lifts have had their say. */
function forBoat(
  room: BoatRoom | null,
  deadline: Parameters<typeof deadlineForBoat>[1],
): Pick<SlotAvailability, 'remaining' | 'reason' | 'liftMisfit'> | null {
  if (!room || deadline.closed) return null;
  const verdict = deadlineForBoat(room, deadline);
  if (verdict.ok) return { remaining: verdict.places, reason: null };
  if (verdict.code === 'no_lift_fits') {
    return { remaining: 0, reason: 'no_lift_fits', liftMisfit: verdict.why.dimension };
  }
  return { remaining: 0, reason: verdict.code === 'lift_full' ? 'lift_full' : 'full' };
}

/**
 * The deadlines of a date and why any cannot be booked (docs/product.md#capacity). Owners cannot
 * book a slot that has started ('past') or starts within 24 hours ('notice'); admins only lose past
 * dates. Nobody books beyond the horizon ('horizon').
 */
export async function getAvailability(
  ctx: AppContext,
  viewer: Viewer,
  query: { date: string; serviceType: ServiceType; boatId?: number | undefined },
  user?: Express.User,
): Promise<AvailabilityResponse> {
  const { config } = ctx;
  const span = { from: query.date, to: query.date };
  const [{ slots: slotsOfDate, taken }, room] = await Promise.all([
    currentDateAvailability(ctx, query.date),
    loadBoatRoom(ctx, user, query.boatId, span),
  ]);
  const now = ctx.now();
  const today = marinaToday(now, config.MARINA_TZ);
  // Admins too: the horizon binds every booking (docs/product.md#capacity).
  const beyondHorizon = isBeyondHorizon(
    query.date,
    now,
    config.MARINA_TZ,
    config.BOOKING_HORIZON_DAYS,
  );
  const slots = TIME_SLOTS.map((timeSlot): SlotAvailability => {
    const slot = slotsOfDate[timeSlot];
    const boat = forBoat(room, {
      date: query.date,
      timeSlot,
      closed: slot.closed,
      capacity: slot.capacity,
      taken: taken[timeSlot],
    });
    const remaining = boat?.remaining ?? Math.max(0, slot.capacity - taken[timeSlot]);
    const reason = ((): SlotUnavailableReason | null => {
      if (query.date < today) return 'past';
      if (!viewer.isAdmin && slotStart(query.date, timeSlot, config.MARINA_TZ) <= now) {
        return 'past';
      }
      if (beyondHorizon) return 'horizon';
      if (slot.closed) return 'closed';
      if (boat?.reason) return boat.reason;
      if (remaining === 0) return 'full';
      if (!viewer.isAdmin && !meetsAdvanceNotice(query.date, timeSlot, now, config.MARINA_TZ)) {
        return 'notice';
      }
      return null;
    })();
    return {
      timeSlot,
      capacity: slot.capacity,
      remaining,
      available: reason === null,
      reason,
      closedReason: slot.closed ? slot.closedReason : null,
      ...(room ? { liftMisfit: boat?.liftMisfit ?? null } : {}),
    };
  });
  return {
    date: query.date,
    serviceType: query.serviceType,
    availableTimeSlots: slots.filter((s) => s.available).map((s) => s.timeSlot),
    slots,
  };
}
