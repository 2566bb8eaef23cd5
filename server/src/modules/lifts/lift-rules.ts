import { liftTakes, whyNoLiftFits, type BoatSize, type NoLiftFits } from '@shared/lift-fit';
import type { PlacedService, YardLift } from '../../db/lift-load-inputs';
import { placesLeft } from './lift-load-flow';
import type { ServiceToPlace } from './lift-load-matching';

/**
 * The lift rule of a deadline (docs/product.md#lifts), pure: whether one more boat can have it,
 * and how many places its lifts leave for that boat, given the lifts in service and the services
 * already there. Every path that puts a booking on a deadline asks this through judgeDeadline
 * (bookings/deadline-rules.ts), availability too.
 */

export type { PlacedService, YardLift };

export type LiftVerdict =
  /** `places`: how many of this boat the lifts take, up to what was asked. */
  | { ok: true; places: number }
  | { ok: false; code: 'no_lift_fits'; why: NoLiftFits }
  | { ok: false; code: 'lift_full' };

const serviceOf = (
  lifts: readonly YardLift[],
  key: string,
  liftId: number | null,
  boat: BoatSize | null,
): ServiceToPlace => ({
  key,
  liftId,
  fits: lifts.filter((lift) => liftTakes(lift, boat)).map((lift) => lift.id),
});

/** The services to place, keyed `b{bookingId}`. */
export const servicesToPlace = (lifts: readonly YardLift[], placed: readonly PlacedService[]) =>
  placed.map((service) => serviceOf(lifts, `b${service.id}`, service.liftId, service.boat));

/** Whether any lift counts its own load: without one, fitting a lift is all that matters. */
const countsLoad = (lifts: readonly YardLift[]) => lifts.some((lift) => lift.perDeadline !== null);

/**
 * No lifts in service: no rule. Else the boat must fit a lift, and the deadline's services plus
 * this one must be placeable on lifts that fit them within their loads (exactly: a maximum
 * flow). `most`: how many places to count for the boat (availability counts the deadline's
 * places left; a booking needs one).
 */
export function judgeLiftRoom(
  lifts: readonly YardLift[],
  placed: readonly PlacedService[],
  boat: BoatSize | null,
  most = 1,
): LiftVerdict {
  if (lifts.length === 0) return { ok: true, places: most };
  const why = whyNoLiftFits(lifts, boat);
  if (why) return { ok: false, code: 'no_lift_fits', why };
  if (!countsLoad(lifts)) return { ok: true, places: most };
  const fits = serviceOf(lifts, 'new', null, boat).fits;
  const places = placesLeft(lifts, servicesToPlace(lifts, placed), fits, most);
  return places > 0 ? { ok: true, places } : { ok: false, code: 'lift_full' };
}
