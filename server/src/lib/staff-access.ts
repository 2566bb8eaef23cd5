import { ROLE_FORBIDDEN_MESSAGE } from '@shared/role-texts';
import { can, type Permission } from '@shared/roles';
import { AppError } from './errors';

/** The 403 of a staff member asking for what their role does not allow (shared/roles.ts). */
export const roleForbidden = () => new AppError(403, 'role_forbidden', ROLE_FORBIDDEN_MESSAGE);

/** Whether the user is staff whose role holds the permission. */
export const staffMay = (user: Express.User, permission: Permission): boolean =>
  user.isAdmin && can(user.role, permission);

/**
 * A record of `ownerId`'s, asked for by `actor`: their own, or staff with the permission, may go
 * on. Anyone else is refused: an owner with `hidden` (a 404, so ids reveal nothing), staff
 * outside their role with role_forbidden.
 */
export function assertMayActOn(
  actor: Express.User,
  permission: Permission,
  ownerId: number,
  hidden: () => AppError,
): void {
  if (ownerId === actor.id || staffMay(actor, permission)) return;
  throw actor.isAdmin ? roleForbidden() : hidden();
}

/**
 * A read of bookings or closures over dates: the crew's board reads one day at a time
 * (`from` and `to` the same date); any other range needs `permission`.
 */
export function assertOneDayOr(
  user: Express.User,
  permission: Permission,
  range: { from?: string | undefined; to?: string | undefined },
): void {
  if (staffMay(user, permission)) return;
  if (range.from === undefined || range.from !== range.to) throw roleForbidden();
}
