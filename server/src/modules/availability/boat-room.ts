import type { TimeSlot } from '@shared/constants';
import type { BoatSize } from '@shared/lift-fit';
import { BOAT_MESSAGES } from '@shared/messages/boats';
import type { AppContext } from '../../lib/context';
import { notFound, unauthorized } from '../../lib/errors';
import { assertMayActOn } from '../../lib/staff-access';
import { judgeDeadline, type DeadlineVerdict } from '../bookings/deadline-rules';
import { readThrough } from '../../db/notified-cache';
import { findBoatSize, readLiftLoads, type DatedService } from '../lifts/lift-load-repository';
import { placesForBoat, type YardLift } from '../lifts/lift-rules';

/** What availability reads to count one boat's places over a span of dates. */
export interface BoatRoom {
  lifts: YardLift[];
  boat: BoatSize;
  services: DatedService[];
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
  const [boat, { lifts, services }] = await Promise.all([
    readThrough(
      ctx.liftBoats,
      String(boatId),
      async () => (await findBoatSize(ctx.db, boatId)) ?? null,
    ),
    oneDate
      ? readThrough(ctx.liftLoads, span.from, () => readLiftLoads(ctx.db, span))
      : readLiftLoads(ctx.db, span),
  ]);
  if (!boat) throw notFound(BOAT_MESSAGES.notFound);
  assertMayActOn(viewer, 'bookForCustomers', boat.ownerId, () => notFound(BOAT_MESSAGES.notFound));
  return { lifts, boat, services };
}

/** One deadline for the boat: the places left for it, and the deciding function's word. */
export function deadlineForBoat(
  room: BoatRoom,
  deadline: { date: string; timeSlot: TimeSlot; closed: boolean; capacity: number; taken: number },
): { remaining: number; verdict: DeadlineVerdict } {
  const services = room.services.filter(
    (s) => s.bookingDate === deadline.date && s.timeSlot === deadline.timeSlot,
  );
  const verdict = judgeDeadline(
    { ...deadline, holders: [], lifts: room.lifts, services },
    { holder: { userId: 0, boatId: null }, boat: room.boat },
  );
  const most = deadline.capacity - deadline.taken;
  return { remaining: placesForBoat(room.lifts, services, room.boat, most), verdict };
}
