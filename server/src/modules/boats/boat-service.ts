import { BOAT_MESSAGES as M } from '@shared/messages/boats';
import { MAX_BOATS_IN_SERVICE, type BoatChanges, type NewBoatValues } from '@shared/schemas/boats';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { assertMayActOn } from '../../lib/staff-access';
import { recordAudit } from '../audit/audit-log';
import { findUserById, type UserRow } from '../users/user-repository';
import {
  countBoatsInService,
  insertBoat,
  listBoatsOfOwner,
  lockBoat,
  lockOwnerBoats,
  updateBoat,
  type BoatRow,
} from './boat-repository';

/** An owner's boats: in service first, by name, then the archived ones. */
export function listBoats(ctx: AppContext, ownerId: number): Promise<BoatRow[]> {
  return listBoatsOfOwner(ctx.db, ownerId);
}

/** The customer the office names in a path: 404 when there is none. */
export async function findCustomer(ctx: AppContext, id: number): Promise<UserRow> {
  const customer = await findUserById(ctx.db, id);
  if (!customer) throw notFound('User not found');
  return customer;
}

/**
 * What an audit row keeps of a boat: enough to say whose it was and what changed, without
 * the owner's notes.
 */
function auditSnapshot(boat: BoatRow, owner: Pick<UserRow, 'ownerName' | 'email'>) {
  const { notes: _notes, createdAt: _created, updatedAt: _updated, ...kept } = boat;
  return { ...kept, ownerName: owner.ownerName, ownerEmail: owner.email };
}

/** Whether the office, not the boat's owner, makes this change: then it is audited. */
const byOffice = (actor: Express.User, ownerId: number) => actor.id !== ownerId;

/**
 * A new boat in service for `owner`: by the owner (POST /api/boats) or the office (POST
 * /api/users/{id}/boats, audited). At most MAX_BOATS_IN_SERVICE per owner, counted under the
 * owner's lock so two adds at once cannot pass it together.
 */
export async function addBoat(
  ctx: AppContext,
  actor: Express.User,
  owner: UserRow,
  values: NewBoatValues,
): Promise<BoatRow> {
  return ctx.db.transaction(async (tx) => {
    await lockOwnerBoats(tx, owner.id);
    if ((await countBoatsInService(tx, owner.id)) >= MAX_BOATS_IN_SERVICE) {
      throw conflict('too_many_boats', M.tooMany);
    }
    const boat = await insertBoat(tx, { ...values, ownerId: owner.id });
    if (byOffice(actor, owner.id)) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'boat.create',
        targetId: boat.id,
        after: auditSnapshot(boat, owner),
      });
    }
    return boat;
  });
}

/**
 * A boat the actor may change, locked: their own, or any for the office. Another owner's boat
 * answers 404, as an unknown one does (its existence is not theirs to learn), crew's 403; an
 * archived one 409.
 */
async function lockChangeableBoat(
  tx: Transaction,
  actor: Express.User,
  id: number,
): Promise<{ boat: BoatRow; owner: UserRow }> {
  const boat = await lockBoat(tx, id, 'update');
  if (!boat) throw notFound(M.notFound);
  assertMayActOn(actor, 'bookForCustomers', boat.ownerId, () => notFound(M.notFound));
  if (boat.archivedAt) throw conflict('boat_archived', M.archived);
  const owner = await findUserById(tx, boat.ownerId);
  if (!owner) throw notFound(M.notFound);
  return { boat, owner };
}

/** PATCH /api/boats/{id}: the fields sent change; its bookings show the new values at once. */
export async function changeBoat(
  ctx: AppContext,
  actor: Express.User,
  id: number,
  changes: BoatChanges,
): Promise<BoatRow> {
  return ctx.db.transaction(async (tx) => {
    const { boat, owner } = await lockChangeableBoat(tx, actor, id);
    if (Object.keys(changes).length === 0) return boat;
    const changed = await updateBoat(tx, id, { ...changes, updatedAt: ctx.now() });
    if (byOffice(actor, boat.ownerId)) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'boat.change',
        targetId: id,
        before: auditSnapshot(boat, owner),
        after: auditSnapshot(changed, owner),
      });
    }
    return changed;
  });
}

/**
 * DELETE /api/boats/{id}: archived (sold or gone), never deleted: its bookings keep it, and it
 * can no longer be booked. Its bookings still to come stay booked: the office sees the boat
 * marked archived and calls the owner.
 */
export async function archiveBoat(
  ctx: AppContext,
  actor: Express.User,
  id: number,
): Promise<BoatRow> {
  return ctx.db.transaction(async (tx) => {
    const { boat, owner } = await lockChangeableBoat(tx, actor, id);
    const now = ctx.now();
    const archived = await updateBoat(tx, id, { archivedAt: now, updatedAt: now });
    if (byOffice(actor, boat.ownerId)) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'boat.archive',
        targetId: id,
        before: auditSnapshot(boat, owner),
        after: auditSnapshot(archived, owner),
      });
    }
    return archived;
  });
}
