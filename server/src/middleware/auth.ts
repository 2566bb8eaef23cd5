import type { RequestHandler } from 'express';
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

/** The signed-in user; call only behind requireAuth or requireAdmin. */
export function currentUser(req: Express.Request): Express.User {
  if (!req.user) throw unauthorized();
  return req.user;
}
