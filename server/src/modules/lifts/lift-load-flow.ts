import type { LiftLoad, ServiceToPlace } from './lift-load-matching';

/**
 * How many more services of one kind a deadline's lifts take (docs/product.md#lifts): the
 * count behind every booking's lift rule and every per-boat availability read, so it runs for
 * each deadline of each read. placeMost (lift-load-matching.ts) says which service goes on which
 * lift; this only counts, over services grouped by the lifts that fit them, since services that
 * fit the same lifts are interchangeable. A deadline of 30 services has a handful of groups, so
 * the maximum flow source → group → lift → sink is a few augmenting paths on a graph of tens of
 * nodes, where matching each service on its own took a hundred times as long.
 */

const SOURCE = 0;
const SINK = 1;

/** A network's remaining capacities, as an n × n matrix. */
class Network {
  readonly capacity: Float64Array;
  constructor(readonly size: number) {
    this.capacity = new Float64Array(size * size);
  }
  add(from: number, to: number, amount: number) {
    this.capacity[from * this.size + to]! += amount;
  }
  /** Pushes flow along augmenting paths until none is left; answers how much went. */
  maxFlow(): number {
    let total = 0;
    for (;;) {
      const pushed = this.push(SOURCE, Infinity, new Uint8Array(this.size));
      if (pushed === 0) return total;
      total += pushed;
    }
  }
  private push(node: number, limit: number, seen: Uint8Array): number {
    if (node === SINK) return limit;
    seen[node] = 1;
    const row = node * this.size;
    for (let next = 0; next < this.size; next += 1) {
      const left = this.capacity[row + next]!;
      if (left <= 0 || seen[next]) continue;
      const pushed = this.push(next, Math.min(limit, left), seen);
      if (pushed > 0) {
        this.capacity[row + next]! -= pushed;
        this.capacity[next * this.size + node]! += pushed;
        return pushed;
      }
    }
    return 0;
  }
}

/**
 * How many services that fit `fits` the lifts take on top of `services`, at most `most`. The
 * deadline's own services are placed first, as many as any placement can, with those already on
 * a lift in service kept there (counting against its load, even past it): a newcomer is taken
 * only where it leaves none of them unplaced that a placement could place. placeMost with `most`
 * copies of the newcomer after the services places exactly this many of them.
 */
export function placesLeft(
  lifts: readonly LiftLoad[],
  services: readonly ServiceToPlace[],
  fits: readonly number[],
  most: number,
): number {
  if (most <= 0) return 0;
  // Lifts by their place in `lifts`; a service's lifts as a bit each (at most 20 in service).
  const liftIndex = new Map(lifts.map((lift, i) => [lift.id, i]));
  const maskOf = (fitting: readonly number[]) => {
    let mask = 0;
    for (const id of fitting) {
      const index = liftIndex.get(id);
      if (index !== undefined) mask |= 1 << index;
    }
    return mask;
  };
  const room = lifts.map((lift) => lift.perDeadline ?? Infinity);
  const groups = new Map<number, number>();
  for (const service of services) {
    const fixedOn = service.liftId === null ? undefined : liftIndex.get(service.liftId);
    if (fixedOn !== undefined) room[fixedOn]! -= 1;
    else {
      const mask = maskOf(service.fits);
      if (mask !== 0) groups.set(mask, (groups.get(mask) ?? 0) + 1);
    }
  }
  const newcomer = maskOf(fits);
  if (newcomer === 0) return 0;
  if (!groups.has(newcomer)) groups.set(newcomer, 0);

  const network = new Network(2 + lifts.length + groups.size);
  room.forEach((left, i) => network.add(2 + i, SINK, Math.max(0, left)));
  let groupNode = 2 + lifts.length;
  let newcomerNode = 0;
  for (const [mask, count] of groups) {
    network.add(SOURCE, groupNode, count);
    lifts.forEach((_, i) => {
      if (mask & (1 << i)) network.add(groupNode, 2 + i, Infinity);
    });
    if (mask === newcomer) newcomerNode = groupNode;
    groupNode += 1;
  }
  // The services first; then the newcomers, whose paths never unplace a service (a path from
  // the source only ever adds flow to the source's edges).
  network.maxFlow();
  network.add(SOURCE, newcomerNode, most);
  return network.maxFlow();
}
