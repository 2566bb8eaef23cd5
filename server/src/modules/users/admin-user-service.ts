import { count, eq, sql } from 'drizzle-orm';
import type { AdminUserList } from '@shared/api-types';
import { marinaToday } from '@shared/marina-time';
import type { AdminUserListQuery } from '@shared/schemas/users';
import type { Transaction } from '../../db/client';
import { bookings, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { presentAdminUser, presentUser } from './user-presenter';
import { countActiveBookingsOf, findUserPage, type UserRow } from './user-repository';

export const USER_MESSAGES = {
  notFound: 'User not found',
  lastAdmin: 'The last admin cannot be demoted. Make another user admin first.',
  deleteAdmin: 'Admins cannot be deleted. Remove their admin role first.',
  deleteSelf: 'You cannot delete your own account.',
} as const;

/** One lock for every role change and user deletion, on every instance (see lockAdmins). */
const ADMIN_LOCK_KEY = 727_003;

/**
 * Role changes and deletions run one at a time. Without this, two admins demoting each other
 * at once would each count two admins and both succeed, leaving none. After the lock, READ
 * COMMITTED gives the next statement a fresh snapshot, so the count sees the other's commit.
 */
async function lockAdmins(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK_KEY})`);
}

async function lockUser(tx: Transaction, id: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

/** The Users tab's page: users matching the search, with their booking counts. */
export async function listUsers(
  ctx: AppContext,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  const { rows, total } = await findUserPage(ctx.db, query);
  const today = marinaToday(ctx.now(), ctx.config.MARINA_TZ);
  const counts = await countActiveBookingsOf(
    ctx.db,
    rows.map((row) => row.id),
    today,
  );
  return { users: rows.map((row) => presentAdminUser(row, counts.get(row.id))), total };
}

export async function setUserRole(
  ctx: AppContext,
  admin: Express.User,
  id: number,
  isAdmin: boolean,
): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => {
    await lockAdmins(tx);
    const target = await lockUser(tx, id);
    if (target.isAdmin && !isAdmin) {
      const [row] = await tx.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
      if ((row?.n ?? 0) <= 1) throw conflict('last_admin', USER_MESSAGES.lastAdmin);
    }
    const [updated] = await tx.update(users).set({ isAdmin }).where(eq(users.id, id)).returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.role',
      targetType: 'user',
      targetId: id,
      before: { isAdmin: target.isAdmin },
      after: { isAdmin },
    });
    return updated!;
  });
}

/**
 * Deletes an owner with their profile, bookings and sessions (ON DELETE CASCADE) in one
 * transaction. The audit row keeps who they were and how many bookings went with them.
 */
export async function deleteUser(ctx: AppContext, admin: Express.User, id: number): Promise<void> {
  if (id === admin.id) throw forbidden(USER_MESSAGES.deleteSelf);
  await ctx.db.transaction(async (tx) => {
    await lockAdmins(tx);
    const target = await lockUser(tx, id);
    if (target.isAdmin) throw forbidden(USER_MESSAGES.deleteAdmin);
    const [held] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      before: { ...presentUser(target), bookings: held?.n ?? 0 },
    });
  });
}
