import { LIFT_MESSAGES as M } from '@shared/messages/lifts';
import { MAX_LIFTS_IN_SERVICE, type LiftValues } from '@shared/schemas/lifts';
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
} from './lift-repository';

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

/** POST /api/lifts: a new lift in service, at most MAX_LIFTS_IN_SERVICE of them. */
export async function createLift(
  ctx: AppContext,
  actor: Express.User,
  { name }: LiftValues,
): Promise<LiftRow> {
  return nameTakenAs(name, () =>
    ctx.db.transaction(async (tx) => {
      await lockLiftCreation(tx);
      if ((await countLiftsInService(tx)) >= MAX_LIFTS_IN_SERVICE) {
        throw conflict('too_many_lifts', M.tooMany);
      }
      const lift = await insertLift(tx, name);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'lift.create',
        targetId: lift.id,
        after: { name: lift.name },
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

/** PATCH /api/lifts/{id}: a new name; bookings keep the lift, so they show the new one. */
export async function renameLift(
  ctx: AppContext,
  actor: Express.User,
  { id, name }: { id: number } & LiftValues,
): Promise<LiftRow> {
  return nameTakenAs(name, () =>
    ctx.db.transaction(async (tx) => {
      const lift = await lockLiftInService(tx, id);
      if (lift.name === name) return lift;
      const renamed = await updateLift(tx, id, { name });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'lift.rename',
        targetId: id,
        before: { name: lift.name },
        after: { name: renamed.name },
      });
      return renamed;
    }),
  );
}

/**
 * DELETE /api/lifts/{id}: retired, never deleted, so the bookings it served keep it in their
 * history; its name is free again for a new lift.
 */
export async function retireLift(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<LiftRow> {
  return ctx.db.transaction(async (tx) => {
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
}
