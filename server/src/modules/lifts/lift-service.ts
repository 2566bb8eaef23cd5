import { LIFT_MESSAGES as M } from '@shared/messages/lifts';
import type { LiftConflict } from '@shared/api/lifts';
import {
  MAX_LIFTS_IN_SERVICE,
  type LiftChangeValues,
  type LiftValues,
} from '@shared/schemas/lifts';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/audit-log';
import {
  countLiftsInService,
  insertLift,
  LIFT_NAME_INDEX,
  listLifts,
  lockLift,
  lockLiftCreation,
  updateLift,
  type LiftRow,
  type LiftSettings,
} from './lift-repository';
import { liftConflicts } from './lift-conflicts';

export function listYardLifts(ctx: AppContext): Promise<LiftRow[]> {
  return listLifts(ctx.db);
}

/**
 * The unique index decides a name, not a read before the write: of two adds or renames to one
 * name at once, the second meets the first's row (committed, or waited for) and answers 409.
 */
async function nameTakenAs<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, LIFT_NAME_INDEX))
      throw conflict('lift_name_taken', M.nameTaken(name));
    throw error;
  }
}

const settingsOf = (lift: LiftRow): LiftSettings => ({
  name: lift.name,
  kind: lift.kind,
  maxWeightKg: lift.maxWeightKg,
  maxBeamM: lift.maxBeamM,
  maxLengthM: lift.maxLengthM,
  perDeadline: lift.perDeadline,
});

/** POST /api/lifts: a new lift in service, at most MAX_LIFTS_IN_SERVICE of them. */
export async function createLift(
  ctx: AppContext,
  actor: Express.User,
  values: LiftValues,
): Promise<LiftRow> {
  return nameTakenAs(values.name, () =>
    ctx.db.transaction(async (tx) => {
      await lockLiftCreation(tx);
      if ((await countLiftsInService(tx)) >= MAX_LIFTS_IN_SERVICE) {
        throw conflict('too_many_lifts', M.tooMany);
      }
      const lift = await insertLift(tx, values);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'lift.create',
        targetId: lift.id,
        after: settingsOf(lift),
      });
      return lift;
    }),
  );
}

/** A lift in service, locked for a change: 404 unknown, 409 retired. */
async function lockLiftInService(tx: Parameters<typeof lockLift>[0], id: number) {
  const lift = await lockLift(tx, id, 'update');
  if (!lift) throw notFound(M.notFound);
  if (lift.retiredAt) throw conflict('lift_retired', M.retired);
  return lift;
}

/** A lift after a change, with the upcoming bookings the lifts no longer take. */
export interface LiftChange {
  lift: LiftRow;
  conflicts: LiftConflict[];
}

/**
 * PATCH /api/lifts/{id}: a new name, kind, limits or load; bookings keep the lift, so they show
 * the new name. Lowering a limit or the load moves nothing: the answer lists the upcoming
 * bookings the lifts in service no longer take (lift-conflicts.ts) for the office to see to.
 */
export async function changeLift(
  ctx: AppContext,
  actor: Express.User,
  { id, ...change }: { id: number } & LiftChangeValues,
): Promise<LiftChange> {
  const changed = await nameTakenAs(change.name ?? '', () =>
    ctx.db.transaction(async (tx) => {
      const lift = await lockLiftInService(tx, id);
      const before = settingsOf(lift);
      const after = { ...before, ...definedOnly(change) };
      const differs = (Object.keys(after) as (keyof LiftSettings)[]).filter(
        (key) => after[key] !== before[key],
      );
      if (differs.length === 0) return lift;
      const updated = await updateLift(tx, id, after);
      await recordAudit(tx, {
        actorId: actor.id,
        action: differs.every((key) => key === 'name') ? 'lift.rename' : 'lift.change',
        targetId: id,
        before,
        after: settingsOf(updated),
      });
      return updated;
    }),
  );
  return { lift: changed, conflicts: await liftConflicts(ctx) };
}

const definedOnly = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

/**
 * DELETE /api/lifts/{id}: retired, never deleted, so the bookings it served keep it in their
 * history; its name is free again for a new lift. Answers the upcoming bookings the lifts left
 * in service no longer take.
 */
export async function retireLift(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<LiftChange> {
  const retired = await ctx.db.transaction(async (tx) => {
    const lift = await lockLiftInService(tx, id);
    const retired = await updateLift(tx, id, { retiredAt: ctx.now() });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'lift.retire',
      targetId: id,
      before: { name: lift.name },
      after: { name: lift.name, retiredAt: retired.retiredAt },
    });
    return retired;
  });
  return { lift: retired, conflicts: await liftConflicts(ctx) };
}
