import type { PublicUser } from '@shared/api/users';
import { can, type Permission, type Role } from '@shared/roles';
import { paths } from './paths';
import { useUser } from './session';

/**
 * Whether this user may do what the permission covers (docs/product.md#staff-roles). It reads
 * the one table in shared/roles.ts, which the server enforces: the client only leaves out what
 * the server would refuse. Signed out, or an owner: never.
 */
export function canUser(
  user: Pick<PublicUser, 'isAdmin' | 'role'> | null | undefined,
  permission: Permission,
): boolean {
  return Boolean(user?.isAdmin) && can(user!.role, permission);
}

/** canUser for the signed-in user, as the route guard read the session. */
export function useCan(permission: Permission): boolean {
  return canUser(useUser().data, permission);
}

/**
 * Whether the admin dashboard has anything for this user: it opens on the Bookings tab, and a
 * role without it (the crew) works from the crew board instead.
 */
export const hasDashboard = (user: Pick<PublicUser, 'isAdmin' | 'role'> | null | undefined) =>
  canUser(user, 'bookings');

/**
 * Where a signed-in user lands (docs/product.md#screens, #staff-roles): an owner on the schedule,
 * staff whose role has the Bookings tab on the dashboard, the crew on today's board.
 */
export function homeFor(user: { isAdmin: boolean; role: Role }): string {
  if (!user.isAdmin) return paths.schedule;
  return can(user.role, 'bookings') ? paths.admin : paths.adminBoardToday;
}
