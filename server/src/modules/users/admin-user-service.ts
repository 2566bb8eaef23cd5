import type { AdminUserList } from '@shared/api/users';
import { marinaToday } from '@shared/marina-time';
import type { idParam } from '@shared/schemas/common';
import type { AdminUserListQuery, userRoleSchema } from '@shared/schemas/users';
import { can, isStaffRole, type Role } from '@shared/roles';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { roleForbidden } from '../../lib/staff-access';
import { destroyUserSessions } from '../../sessions/session-repository';
import { endApiTokensOf } from '../api-tokens/api-token-service';
import { recordAudit } from '../audit/audit-log';
import { openDeadlinesOfOwnerFrom } from '../bookings/booking-repository';
import { endYardFeed } from '../calendar-feeds/calendar-feed-service';
import { lockDeadlines } from '../capacity/slot-lock';
import { announceStreamAccessChange } from '../live-events/stream-access-repository';
import { fillFreedPlaces } from '../waitlist/waitlist-promotion';
import { presentAdminUser, presentUser } from './user-presenter';
import {
  countActiveBookingsOf,
  countBookingsOf,
  countManagers,
  deleteUserRow,
  findUserById,
  findUserForUpdate,
  findUserPage,
  lockAdminChanges,
  setRole,
  type UserRow,
} from './user-repository';

export const USER_MESSAGES = {
  notFound: 'User not found',
  lastManager: 'The last manager must stay one. Make another user a manager first.',
  deleteAdmin: 'Admins cannot be deleted. Remove their admin role first.',
  deleteSelf: 'You cannot delete your own account.',
} as const;

/** PATCH /api/users/:id/role: the path's id with the body's new role. */
export type UserRoleInput = z.output<typeof idParam> & z.output<typeof userRoleSchema>;

/** The role a change asks for: `{ role }` as it says; SPEC's `{ isAdmin }` keeps staff as they are. */
function roleAskedFor(current: Role, { role, isAdmin }: UserRoleInput): Role {
  if (role) return role;
  if (isAdmin) return isStaffRole(current) ? current : 'manager';
  return 'owner';
}

/**
 * The actor is still a manager once the lock is theirs: a request that passed its guard and then
 * queued behind another manager's demotion of them must not act.
 */
async function assertStillManager(tx: Transaction, actor: Express.User): Promise<void> {
  const current = await findUserById(tx, actor.id);
  if (!current || !can(current.role, 'manageUsers')) throw roleForbidden();
}

/** The last manager can neither lose the role nor go (the caller holds lockAdminChanges). */
async function keepAManager(tx: Transaction, target: UserRow, next: Role | null): Promise<void> {
  if (target.role !== 'manager' || next === 'manager') return;
  if ((await countManagers(tx)) <= 1) throw conflict('last_manager', USER_MESSAGES.lastManager);
}

async function lockUser(tx: Transaction, id: number): Promise<UserRow> {
  const user = await findUserForUpdate(tx, id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

/** The Users tab's page: users matching the search, with their booking counts. */
export async function listUsers(
  ctx: AppContext,
  _admin: Express.User,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  const { rows, total } = await findUserPage(ctx.db, query);
  const today = marinaToday(ctx.now(), ctx.config.MARINA_TZ);
  const counts = await countActiveBookingsOf(
    ctx.db,
    rows.map((row) => row.id),
    today,
  );
  return {
    users: rows.map((row) => presentAdminUser(row, counts.get(row.id), ctx.config.MARINA_COUNTRY)),
    total,
  };
}

/**
 * A new role takes effect at once: the user's sessions end (their streams with them), so they
 * sign in again into what the role offers; their API tokens act with the new role from the
 * next request, and end with the last staff role, as the yard feed ends with the bookings.
 */
export async function setUserRole(
  ctx: AppContext,
  manager: Express.User,
  input: UserRoleInput,
): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    await assertStillManager(tx, manager);
    const target = await lockUser(tx, input.id);
    const role = roleAskedFor(target.role, input);
    if (role === target.role) return target;
    await keepAManager(tx, target, role);
    const updated = await setRole(tx, target.id, role);
    await destroyUserSessions(tx, target.id);
    if (!can(role, 'bookings')) await endYardFeed(tx, target.id);
    if (!isStaffRole(role)) await endApiTokensOf(tx, { actorId: manager.id, userId: target.id });
    await announceStreamAccessChange(tx, target.id);
    await recordAudit(tx, {
      actorId: manager.id,
      action: 'user.role',
      targetId: target.id,
      before: { role: target.role, isAdmin: target.isAdmin },
      after: { role, isAdmin: updated.isAdmin },
    });
    return updated;
  });
}

/**
 * Deletes an owner with their profile, bookings and sessions (ON DELETE CASCADE) in one
 * transaction. The audit row keeps who they were and how many bookings went with them.
 */
export async function deleteUser(
  ctx: AppContext,
  admin: Express.User,
  { id }: z.output<typeof idParam>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    // The places the owner's upcoming bookings hold go to those waiting for them, in this
    // transaction: their slot locks first, before the user's row (the order bookings take).
    const freed = (
      await openDeadlinesOfOwnerFrom(tx, id, marinaToday(ctx.now(), ctx.config.MARINA_TZ))
    ).map((deadline) => ({ date: deadline.bookingDate, timeSlot: deadline.timeSlot }));
    await lockDeadlines(tx, freed);
    await assertStillManager(tx, admin);
    const target = await lockUser(tx, id);
    await keepAManager(tx, target, null);
    if (id === admin.id) throw forbidden(USER_MESSAGES.deleteSelf);
    if (target.isAdmin) throw forbidden(USER_MESSAGES.deleteAdmin);
    const held = await countBookingsOf(tx, id);
    await deleteUserRow(tx, id);
    await announceStreamAccessChange(tx, id);
    for (const deadline of freed) await fillFreedPlaces(tx, ctx, deadline);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.delete',
      targetId: id,
      before: { ...presentUser(target), bookings: held },
    });
  });
}
