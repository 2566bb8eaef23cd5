/**
 * Whether a deadline's services can all be placed on the lifts in service, each on a lift that
 * fits its boat and no lift past its load (docs/product.md#lifts). An exact b-matching by
 * augmenting paths, never first-fit: a small boat that could take the big lift moves to the small
 * one when a big boat needs the big lift. At most 20 lifts and a deadline's capacity of services,
 * so the O(services × edges) search is microseconds.
 */

/** A lift in service: how many services a deadline it takes (null: any number). */
export interface LiftLoad {
  id: number;
  perDeadline: number | null;
}

/** A service of the deadline: the lift it is on (null when unassigned), the lifts that fit it. */
export interface ServiceToPlace {
  key: string;
  liftId: number | null;
  fits: readonly number[];
}

/** Each placed service's lift, by key; null when the services cannot all be placed. */
export type Placement = Map<string, number> | null;

/** As many services placed as can be: each placed one's lift, and the keys left over. */
export interface MostPlaced {
  placed: Map<string, number>;
  unplaced: string[];
}

/**
 * Places as many services as any placement can (a maximum b-matching): one already on a lift in
 * service stays on it (and counts against its load, even past it, as the office put it there);
 * the others go, in the order given, on lifts that fit them within what load is left. A service
 * placed stays placed when a later one is tried (augmenting paths only move it to another lift),
 * so the order says who is left over: the last ones.
 */
export function placeMost(
  lifts: readonly LiftLoad[],
  services: readonly ServiceToPlace[],
): MostPlaced {
  const inService = new Map(lifts.map((lift) => [lift.id, lift]));
  const placed = new Map<string, number>();
  const onLift = new Map<number, string[]>(lifts.map((lift) => [lift.id, []]));
  const free: ServiceToPlace[] = [];
  const fixedCount = new Map<number, number>();
  for (const service of services) {
    if (service.liftId !== null && inService.has(service.liftId)) {
      placed.set(service.key, service.liftId);
      fixedCount.set(service.liftId, (fixedCount.get(service.liftId) ?? 0) + 1);
    } else {
      free.push(service);
    }
  }
  const room = new Map(
    lifts.map((lift) => [
      lift.id,
      lift.perDeadline === null
        ? Infinity
        : Math.max(0, lift.perDeadline - (fixedCount.get(lift.id) ?? 0)),
    ]),
  );
  const byKey = new Map(free.map((service) => [service.key, service]));

  // Kuhn's augmenting paths, with a lift taking up to its room: a free service takes a lift
  // with room, or one whose movable service can move on to another lift, and so on.
  const tryPlace = (service: ServiceToPlace, seen: Set<number>): boolean => {
    for (const liftId of service.fits) {
      if (!inService.has(liftId) || seen.has(liftId)) continue;
      seen.add(liftId);
      const movable = onLift.get(liftId)!;
      if (movable.length < room.get(liftId)!) {
        movable.push(service.key);
        placed.set(service.key, liftId);
        return true;
      }
      for (const [index, key] of movable.entries()) {
        if (tryPlace(byKey.get(key)!, seen)) {
          movable[index] = service.key;
          placed.set(service.key, liftId);
          return true;
        }
      }
    }
    return false;
  };

  const unplaced: string[] = [];
  for (const service of free) {
    if (!tryPlace(service, new Set())) unplaced.push(service.key);
  }
  return { placed, unplaced };
}

/** Every service placed, or null when no placement takes them all. */
export function placeServices(
  lifts: readonly LiftLoad[],
  services: readonly ServiceToPlace[],
): Placement {
  const { placed, unplaced } = placeMost(lifts, services);
  return unplaced.length === 0 ? placed : null;
}
