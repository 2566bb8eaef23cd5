import { Router } from 'express';

/**
 * Every module's router: case-sensitive and strict, so '/API/dev/clear-bookings' and
 * '/api/dev/clear-bookings/' are 404s rather than other spellings of a route that a guard
 * comparing paths might not recognise (docs/decisions/0030-strict-router.md).
 */
export const createRouter = (): Router => Router({ caseSensitive: true, strict: true });
