import type { LiftConflict } from '@shared/api/lifts';
import { whyNoLiftFits } from '@shared/lift-fit';
import { marinaToday } from '@shared/marina-time';
import type { AppContext } from '../../lib/context';
import { placeMost } from './lift-load-matching';
import { liftsInService, servicesBetween, type DatedService } from './lift-load-repository';
import { servicesToPlace, type YardLift } from './lift-rules';

/**
 * The upcoming bookings the lifts in service no longer take (docs/product.md#lifts), after a
 * lift's limits or load went down or a lift retired: a boat no lift takes ('no_lift_fits'), or
 * one left over when the deadline's services are placed as well as they can be ('lift_full').
 * Bookings the office put past the lift rules are not listed; those on a lift keep its load.
 */
export async function liftConflicts(ctx: AppContext): Promise<LiftConflict[]> {
  const lifts = await liftsInService(ctx.db);
  if (lifts.length === 0) return [];
  const from = marinaToday(ctx.now(), ctx.config.MARINA_TZ);
  const byDeadline = new Map<string, DatedService[]>();
  for (const service of await servicesBetween(ctx.db, { from })) {
    const key = `${service.bookingDate} ${service.timeSlot}`;
    byDeadline.set(key, [...(byDeadline.get(key) ?? []), service]);
  }
  return [...byDeadline.values()].flatMap((services) => conflictsAt(lifts, services));
}

function conflictsAt(lifts: readonly YardLift[], services: DatedService[]): LiftConflict[] {
  const ruled = services.filter((service) => !service.pastLiftRules || service.liftId !== null);
  const { unplaced } = placeMost(lifts, servicesToPlace(lifts, ruled));
  const left = new Set(unplaced);
  return services
    .filter((service) => !service.pastLiftRules && left.has(`b${service.id}`))
    .map((service) => ({
      id: service.id,
      confirmationCode: service.confirmationCode,
      ownerName: service.ownerName,
      boatName: service.name,
      bookingDate: service.bookingDate,
      timeSlot: service.timeSlot,
      reason: whyNoLiftFits(lifts, service.boat) ? 'no_lift_fits' : 'lift_full',
    }));
}
