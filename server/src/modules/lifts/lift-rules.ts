import { liftTakes, whyNoLiftFits, type BoatSize, type NoLiftFits } from '@shared/lift-fit';
import type { PlacedService, YardLift } from '../../db/lift-load-inputs';
import { placeMost, takesOneMore, type ServiceToPlace } from './lift-load-matching';

/**
 * The lift rule of a deadline (docs/product.md#lifts), pure: whether one more boat can have it,
 * given the lifts in service and the services already there. Every path that puts a booking on
 * a deadline asks this through judgeDeadline (bookings/deadline-rules.ts); availability counts
 * with it.
 */

export type { PlacedService, YardLift };

export type LiftVerdict =
  | { ok: true }
  | { ok: false; code: 'no_lift_fits'; why: NoLiftFits }
  | { ok: false; code: 'lift_full' };

const OK: LiftVerdict = { ok: true };

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
 * this one must be placeable on lifts that fit them within their loads (exactly, by matching).
 */
export function judgeLiftRoom(
  lifts: readonly YardLift[],
  placed: readonly PlacedService[],
  boat: BoatSize | null,
): LiftVerdict {
  if (lifts.length === 0) return OK;
  const why = whyNoLiftFits(lifts, boat);
  if (why) return { ok: false, code: 'no_lift_fits', why };
  if (!countsLoad(lifts)) return OK;
  const candidate = serviceOf(lifts, 'new', null, boat);
  return takesOneMore(lifts, servicesToPlace(lifts, placed), candidate)
    ? OK
    : { ok: false, code: 'lift_full' };
}

/**
 * How many more services of this boat's size the deadline's lifts take, at most `most` (the
 * deadline's own places left): the places left for that boat.
 */
export function placesForBoat(
  lifts: readonly YardLift[],
  placed: readonly PlacedService[],
  boat: BoatSize | null,
  most: number,
): number {
  if (most <= 0 || lifts.length === 0) return Math.max(0, most);
  if (whyNoLiftFits(lifts, boat)) return 0;
  if (!countsLoad(lifts)) return most;
  const services = servicesToPlace(lifts, placed);
  const copies = Array.from({ length: most }, (_, i) => serviceOf(lifts, `new${i}`, null, boat));
  // The deadline's own services are placed first, as many as any placement can (placeMost
  // never unplaces one for a later service): what the copies get is what is left for the boat.
  const { placed: onLifts } = placeMost(lifts, [...services, ...copies]);
  return copies.filter((copy) => onLifts.has(copy.key)).length;
}
