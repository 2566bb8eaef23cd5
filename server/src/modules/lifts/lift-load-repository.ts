import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import type { BoatSize } from '@shared/lift-fit';
import type { Executor } from '../../db/client';
import { boats, bookings, lifts } from '../../db/schema';
import type { DatedService, LiftLoadInputs, YardLift } from '../../db/lift-load-inputs';

export type { DatedService };

/** The lifts in service, as the lift rule reads them, by id. */
export async function liftsInService(db: Executor): Promise<YardLift[]> {
  return db
    .select({
      id: lifts.id,
      name: lifts.name,
      maxWeightKg: lifts.maxWeightKg,
      maxBeamM: lifts.maxBeamM,
      maxLengthM: lifts.maxLengthM,
      perDeadline: lifts.perDeadline,
    })
    .from(lifts)
    .where(isNull(lifts.retiredAt))
    .orderBy(asc(lifts.id));
}

const boatSize = {
  weightKg: boats.weightKg,
  beamM: boats.beamM,
  lengthM: boats.lengthM,
};

/**
 * The active bookings from a date (to another, or of one deadline), in the order they were
 * made, with their boats' sizes.
 */
export async function servicesBetween(
  db: Executor,
  span: { from: string; to?: string; timeSlot?: TimeSlot },
): Promise<DatedService[]> {
  // Each booking's boat by its key (a lateral lookup), never a hash of every boat: the
  // embedded engine keeps no statistics to choose between them, and a deadline has few rows.
  const boat = db
    .select({ boatId: boats.id, name: boats.name, ...boatSize })
    .from(boats)
    .where(eq(boats.id, bookings.boatId))
    // A limit keeps the planner from folding it back into a join.
    .limit(1)
    .as('boat');
  const rows = await db
    .select({
      id: bookings.id,
      liftId: bookings.liftId,
      bookingDate: bookings.bookingDate,
      timeSlot: bookings.timeSlot,
      confirmationCode: bookings.confirmationCode,
      ownerName: bookings.ownerName,
      pastLiftRules: sql<boolean>`${bookings.liftOverrideReason} is not null`,
      serviceStatus: bookings.serviceStatus,
      boatId: boat.boatId,
      name: boat.name,
      weightKg: boat.weightKg,
      beamM: boat.beamM,
      lengthM: boat.lengthM,
    })
    .from(bookings)
    .leftJoinLateral(boat, sql`true`)
    .where(
      and(
        isNull(bookings.cancelledAt),
        gte(bookings.bookingDate, span.from),
        span.to ? lte(bookings.bookingDate, span.to) : undefined,
        span.timeSlot ? eq(bookings.timeSlot, span.timeSlot) : undefined,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  return rows.map(({ boatId, weightKg, beamM, lengthM, ...row }) => ({
    ...row,
    boat: boatId === null ? null : { weightKg, beamM, lengthM: lengthM! },
  }));
}

/** A boat's name and size, as the lift rule reads it; undefined when there is no such boat. */
export async function findBoatSize(
  db: Executor,
  boatId: number,
): Promise<(BoatSize & { name: string; ownerId: number }) | undefined> {
  const [row] = await db
    .select({ name: boats.name, ownerId: boats.ownerId, ...boatSize })
    .from(boats)
    .where(eq(boats.id, boatId));
  return row;
}

/**
 * What the lift rule reads of a span of dates: the lifts in service and, when one counts its
 * load, the span's services (else none: fitting a lift is all that matters).
 */
export async function readLiftLoads(
  db: Executor,
  span: { from: string; to: string },
): Promise<LiftLoadInputs> {
  const lifts = await liftsInService(db);
  const countsLoad = lifts.some((lift) => lift.perDeadline !== null);
  return { lifts, services: countsLoad ? await servicesBetween(db, span) : [] };
}
