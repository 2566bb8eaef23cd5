import type { RequestHandler } from 'express';
import { NOT_WITH_API_TOKEN_MESSAGE } from '@shared/messages/api-tokens';
import { can, type Permission } from '@shared/roles';
import { idParam, userIdParam } from '@shared/schemas/common';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { roleForbidden } from '../lib/staff-access';

/** The 401 of a request without a user: why, when its staff session has just idled out. */
export const signedOut = (req: Express.Request, message?: string) =>
  req.idleSignOut
    ? new AppError(401, 'session_idle', req.idleSignOut.message)
    : unauthorized(message);

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw signedOut(req);
  next();
};

/**
 * An admin route's guard, from the permission its contract names (contract-routes.ts applies
 * it): 401 signed out, SPEC's 403 for an owner, 403 role_forbidden for staff outside their role.
 */
export function requirePermission(permission: Permission): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) throw signedOut(req);
    if (!req.user.isAdmin) throw forbidden('Administrator privileges required');
    if (!can(req.user.role, permission)) throw roleForbidden();
    next();
  };
}

/**
 * For a route whose contract says `notWithApiToken`: a token, of either scope, is refused before
 * anything else, so a leaked one can build nothing that outlives its revocation. contract-routes
 * puts it first in such a route's chain.
 */
export const refuseApiToken: RequestHandler = (req, _res, next) => {
  if (req.apiToken) throw new AppError(403, 'not_with_api_token', NOT_WITH_API_TOKEN_MESSAGE);
  next();
};

const ownerParams = { id: idParam, userId: userIdParam };

/**
 * For a route about one user's data (`/api/users/:id/profile`, `/api/bookings/user/:userId`):
 * the signed-in user may read their own, staff with the route's permission anyone's. 401 signed
 * out, 400 for an id that names no possible row, then 403 with `message` for an owner asking for
 * someone else's, role_forbidden for staff without the permission.
 */
export function requireSelfOrAdmin(
  route: { permission?: Permission },
  param: keyof typeof ownerParams,
  message: string,
): RequestHandler {
  const permission = route.permission;
  if (!permission) throw new Error('A self-or-admin route names the permission staff need');
  return (req, _res, next) => {
    if (!req.user) throw signedOut(req);
    const ids: Record<string, number> = ownerParams[param].parse(req.params);
    if (ids[param] === req.user.id) return next();
    if (!req.user.isAdmin) throw forbidden(message);
    if (!can(req.user.role, permission)) throw roleForbidden();
    next();
  };
}

/** The signed-in user; call only behind requireAuth, requirePermission or requireSelfOrAdmin. */
export function currentUser(req: Express.Request): Express.User {
  if (!req.user) throw signedOut(req);
  return req.user;
}
