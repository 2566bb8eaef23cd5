import type { AutoAssignResponse } from '@shared/api/lifts';
import { TIME_SLOTS } from '@shared/constants';
import { LIFT_DIMENSIONS, sizeOf, type BoatSize } from '@shared/lift-fit';
import type { AppContext } from '../../lib/context';
import { recordAudit } from '../audit/audit-log';
import { updateBooking } from '../bookings/booking-repository';
import { lockSlots } from '../capacity/slot-lock';
import { placeMost } from './lift-load-matching';
import { liftsInService, servicesBetween, type DatedService } from './lift-load-repository';
import { servicesToPlace } from './lift-rules';

/** Heaviest first, then widest, then longest; a size not on record counts as the smallest. */
function biggestFirst(a: BoatSize | null, b: BoatSize | null): number {
  for (const dimension of LIFT_DIMENSIONS) {
    const difference =
      (b ? (sizeOf(b, dimension) ?? -1) : -1) - (a ? (sizeOf(a, dimension) ?? -1) : -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A service still to do: not done, not missed. */
const stillToDo = (service: DatedService) =>
  service.serviceStatus === 'scheduled' || service.serviceStatus === 'in_progress';

/**
 * POST /api/lifts/auto-assign (docs/product.md#lifts): each deadline of the day, under its slot
 * lock, puts its unassigned services on lifts that fit them within each lift's load, biggest
 * boats first, leaving those already on a lift where they are. The placement is the matching's
 * (lift-load-matching.ts), so a small boat never takes the only lift a big one fits while
 * another lift had room for it. Each assignment is audited as the office's would be.
 */
export async function autoAssignLifts(
  ctx: AppContext,
  actor: Express.User,
  { date }: { date: string },
): Promise<AutoAssignResponse> {
  return ctx.db.transaction(async (tx) => {
    await lockSlots(tx, date, TIME_SLOTS);
    const lifts = await liftsInService(tx);
    const inService = new Set(lifts.map((lift) => lift.id));
    const services = (await servicesBetween(tx, { from: date, to: date })).filter(stillToDo);
    const result: AutoAssignResponse = { assigned: [], unplaced: [] };
    for (const timeSlot of TIME_SLOTS) {
      const here = services.filter((service) => service.timeSlot === timeSlot);
      const fixed = here.filter((s) => s.liftId !== null && inService.has(s.liftId));
      const open = here
        .filter((s) => s.liftId === null || !inService.has(s.liftId))
        .sort((a, b) => biggestFirst(a.boat, b.boat));
      if (open.length === 0) continue;
      const { placed } = placeMost(lifts, servicesToPlace(lifts, [...fixed, ...open]));
      for (const service of open) {
        const liftId = placed.get(`b${service.id}`);
        if (liftId === undefined) {
          result.unplaced.push(service.id);
          continue;
        }
        await updateBooking(tx, service.id, { liftId });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'booking.lift',
          targetId: service.id,
          before: { liftId: service.liftId, liftName: null },
          after: { liftId, liftName: lifts.find((lift) => lift.id === liftId)!.name, auto: true },
        });
        result.assigned.push({ bookingId: service.id, liftId });
      }
    }
    return result;
  });
}
