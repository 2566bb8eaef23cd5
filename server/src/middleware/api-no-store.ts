import type { RequestHandler } from 'express';

/**
 * API answers carry personal data (bookings, names, phones): no browser or proxy keeps them
 * unless the route sets its own Cache-Control, which replaces this one.
 */
export const apiNoStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
