import { describe, expect, it } from 'vitest';
import { placesLeft } from './lift-load-flow';
import { placeMost, placeServices, type LiftLoad, type ServiceToPlace } from './lift-load-matching';

const BIG = 1;
const SMALL = 2;
const free = (key: string, fits: number[]): ServiceToPlace => ({ key, liftId: null, fits });
const onLift = (key: string, liftId: number, fits: number[] = [liftId]): ServiceToPlace => ({
  key,
  liftId,
  fits,
});

/** Every placement the rules allow, by trying each lift for each free service. */
function anyPlacementByBruteForce(lifts: LiftLoad[], services: ServiceToPlace[]): boolean {
  const ids = new Set(lifts.map((l) => l.id));
  const used = new Map(lifts.map((l) => [l.id, 0]));
  const toPlace: ServiceToPlace[] = [];
  for (const s of services) {
    if (s.liftId !== null && ids.has(s.liftId)) used.set(s.liftId, used.get(s.liftId)! + 1);
    else toPlace.push(s);
  }
  const limit = (id: number) => lifts.find((l) => l.id === id)!.perDeadline ?? Infinity;
  const search = (i: number): boolean => {
    if (i === toPlace.length) return true;
    for (const id of toPlace[i]!.fits) {
      if (!ids.has(id) || used.get(id)! >= limit(id)) continue;
      used.set(id, used.get(id)! + 1);
      if (search(i + 1)) return true;
      used.set(id, used.get(id)! - 1);
    }
    return false;
  };
  return search(0);
}

/** The placement keeps to the rules: fitting lifts in service, fixed ones kept, loads kept. */
function expectValid(lifts: LiftLoad[], services: ServiceToPlace[], placed: Map<string, number>) {
  const ids = new Set(lifts.map((l) => l.id));
  for (const s of services) {
    const lift = placed.get(s.key);
    if (s.liftId !== null && ids.has(s.liftId)) expect(lift, s.key).toBe(s.liftId);
    else expect(s.fits, s.key).toContain(lift);
  }
  for (const lift of lifts) {
    const fixed = services.filter((s) => s.liftId === lift.id).length;
    const on = services.filter((s) => placed.get(s.key) === lift.id).length;
    if (lift.perDeadline !== null)
      expect(on, `lift ${lift.id}`).toBeLessThanOrEqual(Math.max(lift.perDeadline, fixed));
  }
}

describe('placing a deadline’s services on lifts', () => {
  it('when a small boat that fits both lifts came first, then it moves to the small lift so the big boat gets the big one (first-fit fails this)', () => {
    const lifts = [
      { id: BIG, perDeadline: 1 },
      { id: SMALL, perDeadline: 1 },
    ];
    const services = [free('small boat', [BIG, SMALL]), free('big boat', [BIG])];
    const placed = placeServices(lifts, services);
    expect(placed).toEqual(
      new Map([
        ['small boat', SMALL],
        ['big boat', BIG],
      ]),
    );
  });

  it('when two boats only the big lift takes meet its load of one, then there is no placement', () => {
    const lifts = [
      { id: BIG, perDeadline: 1 },
      { id: SMALL, perDeadline: 6 },
    ];
    expect(placeServices(lifts, [free('a', [BIG]), free('b', [BIG])])).toBeNull();
  });

  it('when a lift counts no load of its own, then it takes any number', () => {
    const services = Array.from({ length: 30 }, (_, i) => free(`boat ${i}`, [BIG]));
    expect(placeServices([{ id: BIG, perDeadline: null }], services)?.size).toBe(30);
  });

  it('when the office put more on a lift than its load, then those stay and only the rest must fit elsewhere', () => {
    const lifts = [
      { id: BIG, perDeadline: 1 },
      { id: SMALL, perDeadline: 1 },
    ];
    const fixed = [onLift('x', BIG), onLift('y', BIG)];
    expect(placeServices(lifts, [...fixed, free('z', [BIG])])).toBeNull();
    expect(placeServices(lifts, [...fixed, free('z', [BIG, SMALL])])?.get('z')).toBe(SMALL);
  });

  it('when a service is on a retired lift, then it is placed again like an unassigned one', () => {
    const placed = placeServices([{ id: SMALL, perDeadline: 2 }], [onLift('old', 9, [SMALL])]);
    expect(placed?.get('old')).toBe(SMALL);
  });

  it('when a boat fits no lift in service, then there is no placement; with no services, an empty one', () => {
    expect(placeServices([{ id: SMALL, perDeadline: 5 }], [free('huge', [])])).toBeNull();
    expect(placeServices([{ id: SMALL, perDeadline: 5 }], [free('huge', [BIG])])).toBeNull();
    expect(placeServices([{ id: SMALL, perDeadline: 5 }], [])).toEqual(new Map());
  });

  it('when a chain of moves is needed, then each boat shifts one lift down to make room', () => {
    const lifts = [1, 2, 3, 4].map((id) => ({ id, perDeadline: 1 }));
    // Each boat fits its own lift and the next smaller one; the first three came in on the
    // larger of their two, and the last fits only lift 1.
    const services = [free('b2', [1, 2]), free('b3', [2, 3]), free('b4', [3, 4]), free('b1', [1])];
    const placed = placeServices(lifts, services)!;
    expect(placed.get('b1')).toBe(1);
    expectValid(lifts, services, placed);
  });

  it('when 2,000 random small yards are placed, then the answer agrees with trying every placement, and each placement keeps the rules', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      // The high bits: a power-of-two modulus leaves the low ones with short cycles.
      return Math.floor(seed / 65_536) % n;
    };
    for (let round = 0; round < 2_000; round += 1) {
      const lifts = Array.from({ length: 1 + random(3) }, (_, i) => ({
        id: i + 1,
        perDeadline: random(4) === 0 ? null : 1 + random(2),
      }));
      const services = Array.from({ length: random(6) }, (_, i) => {
        const fits = lifts.map((l) => l.id).filter(() => random(3) !== 0);
        const liftId = random(4) === 0 ? 1 + random(4) : null;
        return { key: `s${i}`, liftId, fits };
      });
      const placed = placeServices(lifts, services);
      expect(placed !== null, JSON.stringify({ lifts, services })).toBe(
        anyPlacementByBruteForce(lifts, services),
      );
      if (placed) expectValid(lifts, services, placed);
    }
  });

  it('when a deadline already holds services no placement can take, then a newcomer is judged only on the load left', () => {
    const lifts = [
      { id: BIG, perDeadline: 1 },
      { id: SMALL, perDeadline: 2 },
    ];
    // Two boats only the big lift takes (one got in past the rules): one is left over.
    const services = [free('big 1', [BIG]), free('big 2', [BIG])];
    expect(placeMost(lifts, services).unplaced).toEqual(['big 2']);
    expect(placesLeft(lifts, services, [BIG, SMALL], 5)).toBe(2);
    expect(placesLeft(lifts, services, [BIG], 5)).toBe(0);
  });

  it('when 2,000 random yards are filled as far as they go, then as many are placed as trying every subset allows, and the places counted for a newcomer are exactly what that count grows by', () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    const mostByBruteForce = (lifts: LiftLoad[], services: ServiceToPlace[]) => {
      let best = 0;
      for (let mask = 0; mask < 1 << services.length; mask += 1) {
        const chosen = services.filter((_, i) => mask & (1 << i));
        if (chosen.length > best && anyPlacementByBruteForce(lifts, chosen)) best = chosen.length;
      }
      return best;
    };
    for (let round = 0; round < 2_000; round += 1) {
      const lifts = Array.from({ length: 1 + random(3) }, (_, i) => ({
        id: i + 1,
        perDeadline: random(4) === 0 ? null : 1 + random(2),
      }));
      // Some on a lift already (lift 4 is retired), some past their lift's load.
      const services = Array.from({ length: random(6) }, (_, i) => ({
        key: `s${i}`,
        liftId: random(4) === 0 ? 1 + random(4) : null,
        fits: lifts.map((l) => l.id).filter(() => random(3) !== 0),
      }));
      const case_ = JSON.stringify({ lifts, services });
      const { placed, unplaced } = placeMost(lifts, services);
      const most = mostByBruteForce(lifts, services);
      expect(placed.size, case_).toBe(most);
      expect(placed.size + unplaced.length).toBe(services.length);

      const fits = lifts.map((l) => l.id).filter(() => random(2) === 0);
      const wanted = 1 + random(3);
      const copies = Array.from({ length: wanted }, (_, i) => free(`new${i}`, fits));
      const places = placesLeft(lifts, services, fits, wanted);
      expect(places, `${case_} ${JSON.stringify({ fits, wanted })}`).toBe(
        mostByBruteForce(lifts, [...services, ...copies]) - most,
      );
      // placeMost, given the copies after the services, places exactly as many of them.
      const withCopies = placeMost(lifts, [...services, ...copies]).placed;
      expect(copies.filter((copy) => withCopies.has(copy.key))).toHaveLength(places);
    }
  });
});
