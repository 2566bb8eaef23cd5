import type { RequestHandler } from 'express';
import { idParam, userIdParam } from '@shared/schemas/common';
import { forbidden, unauthorized } from '../lib/errors';

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  if (!req.user.isAdmin) throw forbidden('Administrator privileges required');
  next();
};

const ownerParams = { id: idParam, userId: userIdParam };

/**
 * For a route about one user's data (`/api/users/:id/profile`, `/api/bookings/user/:userId`):
 * the signed-in user may read their own, an admin anyone's. 401 signed out, 400 for an id
 * that names no possible row, then 403 with `message` for someone else's.
 */
export function requireSelfOrAdmin(
  param: keyof typeof ownerParams,
  message: string,
): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) throw unauthorized();
    const ids: Record<string, number> = ownerParams[param].parse(req.params);
    if (ids[param] !== req.user.id && !req.user.isAdmin) throw forbidden(message);
    next();
  };
}

/** The signed-in user; call only behind requireAuth, requireAdmin or requireSelfOrAdmin. */
export function currentUser(req: Express.Request): Express.User {
  if (!req.user) throw unauthorized();
  return req.user;
}
