import { and, asc, count, eq, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import type { BoatSize } from '@shared/lift-fit';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
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

/** Which bookings a services read takes: from a date, to another, of one deadline. */
interface ServicesSpan {
  from: string | Placeholder;
  to?: string | Placeholder;
  timeSlot?: TimeSlot;
}

/**
 * The active bookings of a span, in the order they were made, with their boats' sizes: as one
 * JSON value, so the lift loads' read can take them in the same statement as the lifts.
 * Columns by alias: drizzle writes them unqualified here, which the join would make ambiguous.
 */
function servicesJson(span: ServicesSpan) {
  return sql<DatedService[]>`(
    select coalesce(json_agg(json_build_object(
      'id', b.id, 'liftId', b.lift_id, 'bookingDate', b.booking_date,
      'timeSlot', b.time_slot, 'confirmationCode', b.confirmation_code,
      'ownerName', b.owner_name, 'pastLiftRules', b.lift_override_reason is not null,
      'serviceStatus', b.service_status, 'name', boat.name,
      'boat', case when boat.id is null then null else json_build_object(
        'weightKg', boat.weight_kg, 'beamM', boat.beam_m, 'lengthM', boat.length_m) end)
      order by b.created_at, b.id), '[]')
    from ${bookings} b
    -- Each booking's boat by its key (a lateral lookup, its limit keeping the planner from
    -- folding it into a join), never a hash of every boat: the embedded engine keeps no
    -- statistics to choose between them, and a deadline has few rows.
    left join lateral (select id, name, weight_kg, beam_m, length_m from ${boats}
      where id = b.boat_id limit 1) as boat on true
    where b.cancelled_at is null and b.booking_date >= ${span.from}
      ${span.to === undefined ? sql`` : sql`and b.booking_date <= ${span.to}`}
      ${span.timeSlot === undefined ? sql`` : sql`and b.time_slot = ${span.timeSlot}`})`;
}

const one = sql`(select 1) as one`;

/**
 * The active bookings from a date (to another, or of one deadline), in the order they were
 * made, with their boats' sizes.
 */
export async function servicesBetween(
  db: Executor,
  span: { from: string; to?: string; timeSlot?: TimeSlot },
): Promise<DatedService[]> {
  const [row] = await db.select({ services: servicesJson(span) }).from(one);
  return row!.services;
}

/** How many other active bookings of a deadline are on a lift (a booking's lift change). */
export async function countOnLift(
  db: Executor,
  deadline: { liftId: number; date: string; timeSlot: TimeSlot; besides: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.liftId, deadline.liftId),
        eq(bookings.bookingDate, deadline.date),
        eq(bookings.timeSlot, deadline.timeSlot),
        isNull(bookings.cancelledAt),
        ne(bookings.id, deadline.besides),
      ),
    );
  return row!.n;
}

const boatSizeStatement = preparedPerDatabase((db) =>
  db
    .select({ name: boats.name, ownerId: boats.ownerId, ...boatSize })
    .from(boats)
    .where(eq(boats.id, sql.placeholder('id')))
    .prepare('boat_size'),
);

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

/** The same read outside a transaction, as a prepared statement (availability asks it). */
export async function readBoatSize(
  db: Database,
  boatId: number,
): Promise<(BoatSize & { name: string; ownerId: number }) | undefined> {
  const [row] = await boatSizeStatement(db).execute({ id: boatId });
  return row;
}

/**
 * What readLiftLoads reads, as one statement (a round trip, not two) with the span as
 * placeholders: the lifts in service by id and, when one counts its load, the span's services
 * as servicesBetween reads them.
 */
function liftLoadsQuery(db: Database, from: Placeholder, to: Placeholder) {
  return db
    .select({
      lifts: sql<YardLift[]>`(
        select coalesce(json_agg(json_build_object(
          'id', l.id, 'name', l.name, 'maxWeightKg', l.max_weight_kg, 'maxBeamM', l.max_beam_m,
          'maxLengthM', l.max_length_m, 'perDeadline', l.per_deadline) order by l.id), '[]')
        from ${lifts} l where l.retired_at is null)`,
      services: sql<DatedService[]>`case when exists (
        select 1 from ${lifts} l where l.retired_at is null and l.per_deadline is not null)
        then ${servicesJson({ from, to })} else '[]'::json end`,
    })
    .from(one);
}

const liftLoadsStatement = preparedPerDatabase((db) =>
  liftLoadsQuery(db, sql.placeholder('from'), sql.placeholder('to')).prepare('lift_loads'),
);

/**
 * What the lift rule reads of a span of dates: the lifts in service and, when one counts its
 * load, the span's services (else none: fitting a lift is all that matters). One prepared
 * statement: availability asks it on every per-boat read.
 */
export async function readLiftLoads(
  db: Database,
  span: { from: string; to: string },
): Promise<LiftLoadInputs> {
  const [row] = await liftLoadsStatement(db).execute(span);
  return row!;
}
