import type { RequestHandler } from 'express';
import { NOT_WITH_API_TOKEN_MESSAGE } from '@shared/messages/api-tokens';
import { idParam, userIdParam } from '@shared/schemas/common';
import { AppError, forbidden, unauthorized } from '../lib/errors';

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  if (!req.user.isAdmin) throw forbidden('Administrator privileges required');
  next();
};

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
