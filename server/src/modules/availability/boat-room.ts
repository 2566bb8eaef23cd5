import type { TimeSlot } from '@shared/constants';
import { liftTakes, type BoatSize } from '@shared/lift-fit';
import { BOAT_MESSAGES } from '@shared/messages/boats';
import type { AppContext } from '../../lib/context';
import { notFound, unauthorized } from '../../lib/errors';
import { assertMayActOn } from '../../lib/staff-access';
import { judgeDeadline, type DeadlineVerdict } from '../bookings/deadline-rules';
import { readThrough } from '../../db/notified-cache';
import type { LiftLoadInputs } from '../../db/lift-load-inputs';
import { readBoatSize, readLiftLoads, type DatedService } from '../lifts/lift-load-repository';
import type { YardLift } from '../lifts/lift-rules';

/** What availability reads to count one boat's places over a span of dates. */
export interface BoatRoom {
  boat: BoatSize;
  loads: LoadsRead;
}

/**
 * One read of the lift loads with what availability works out from it: its services by
 * deadline, and each deadline's verdict for each kind of boat asked about (which lifts take it). A read is never changed
 * (a change makes the next read a new one), so what is worked out from it holds as long as it
 * does: for the requests that share the read while it runs (SharedReads), and while the embedded
 * engine keeps it (NotifiedCache). Boats that the same lifts take are counted alike, and a yard
 * has few such kinds, so most per-boat reads of a date are answered from here instead of
 * matching every deadline again.
 */
interface LoadsRead {
  lifts: readonly YardLift[];
  services: Map<string, DatedService[]>;
  verdicts: Map<string, DeadlineVerdict>;
}

/** Verdicts kept per read: a bound, far above a date's deadlines times its kinds of boat. */
const MAX_VERDICTS = 5_000;

const worked = new WeakMap<LiftLoadInputs, LoadsRead>();

const deadlineKey = (date: string, timeSlot: TimeSlot) => `${date} ${timeSlot}`;

function workedFrom(inputs: LiftLoadInputs): LoadsRead {
  let read = worked.get(inputs);
  if (read) return read;
  const services = new Map<string, DatedService[]>();
  for (const service of inputs.services) {
    const key = deadlineKey(service.bookingDate, service.timeSlot);
    const group = services.get(key);
    if (group) group.push(service);
    else services.set(key, [service]);
  }
  read = { lifts: inputs.lifts, services, verdicts: new Map() };
  worked.set(inputs, read);
  return read;
}

/**
 * For `?boatId=` on the availability reads (docs/product.md#lifts): the signed-in owner's own
 * boat, or any boat for the office (404 for another owner's, so ids reveal nothing; 401 signed
 * out); then the lifts in service and, when a lift counts its load, the span's services.
 */
export async function loadBoatRoom(
  ctx: AppContext,
  viewer: Express.User | undefined,
  boatId: number | undefined,
  span: { from: string; to: string },
): Promise<BoatRoom | null> {
  if (boatId === undefined) return null;
  if (!viewer) throw unauthorized();
  // One date (the schedule's read) comes from the embedded engine's cache where it is exact.
  const oneDate = span.from === span.to;
  const [boat, loads] = await Promise.all([
    readThrough(
      ctx.liftBoats,
      String(boatId),
      async () => (await readBoatSize(ctx.db, boatId)) ?? null,
    ),
    oneDate
      ? readThrough(ctx.liftLoads, span.from, () => readLiftLoads(ctx.db, span))
      : readLiftLoads(ctx.db, span),
  ]);
  if (!boat) throw notFound(BOAT_MESSAGES.notFound);
  assertMayActOn(viewer, 'bookForCustomers', boat.ownerId, () => notFound(BOAT_MESSAGES.notFound));
  return boatRoom(boat, loads);
}

/** The room of one boat in a read of the lift loads (reads shared with other boats' rooms). */
export const boatRoom = (boat: BoatSize, loads: LiftLoadInputs): BoatRoom => ({
  boat,
  loads: workedFrom(loads),
});

/** A deadline as availability counts it. */
type DeadlineCounts = {
  date: string;
  timeSlot: TimeSlot;
  closed: boolean;
  capacity: number;
  taken: number;
};

/** Which lifts of the read take the boat, a digit each: boats the same lifts take count alike. */
const liftsTaking = (lifts: readonly YardLift[], boat: BoatSize) =>
  lifts.map((lift) => (liftTakes(lift, boat) ? '1' : '0')).join('');

/**
 * What a verdict depends on besides the read: the deadline's own counts and which lifts take the
 * boat. None when no lift takes it: that refusal names the boat's own size (and is quick).
 */
function verdictKey(d: DeadlineCounts, lifts: readonly YardLift[], boat: BoatSize): string | null {
  const taking = liftsTaking(lifts, boat);
  if (!taking.includes('1')) return null;
  return `${d.date} ${d.timeSlot} ${d.closed} ${d.capacity} ${d.taken} ${taking}`;
}

/** One deadline for the boat: the deciding function's word, with every place left for it. */
export function deadlineForBoat(
  { boat, loads }: BoatRoom,
  deadline: DeadlineCounts,
): DeadlineVerdict {
  const key = verdictKey(deadline, loads.lifts, boat);
  const known = key === null ? undefined : loads.verdicts.get(key);
  if (known) return known;
  const verdict = judgeDeadline(
    {
      ...deadline,
      holders: [],
      lifts: loads.lifts,
      services: loads.services.get(deadlineKey(deadline.date, deadline.timeSlot)) ?? [],
    },
    { holder: { userId: 0, boatId: null }, boat, placesWanted: deadline.capacity - deadline.taken },
  );
  if (key === null) return verdict;
  // Past the bound, the oldest goes (a Map keeps insertion order).
  if (loads.verdicts.size >= MAX_VERDICTS)
    loads.verdicts.delete(loads.verdicts.keys().next().value!);
  loads.verdicts.set(key, verdict);
  return verdict;
}
