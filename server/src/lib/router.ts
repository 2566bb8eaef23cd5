import { Router } from 'express';

/**
 * Every module's router: case-sensitive and strict, so '/API/dev/clear-bookings' and
 * '/api/dev/clear-bookings/' are 404s rather than other spellings of a route that a guard
 * comparing paths might not recognise (DESIGN §5).
 */
export const createRouter = (): Router => Router({ caseSensitive: true, strict: true });
