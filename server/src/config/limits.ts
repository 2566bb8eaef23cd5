import { z } from 'zod';

/**
 * What the yard takes and what one owner, token or address may ask of it: limits on hoarding
 * slots and on making the marina send mail (docs/product.md#capacity).
 */
export const limitSettings = {
  SLOT_CAPACITY: z.coerce.number().int().min(1, 'must be at least 1').max(1000).default(4),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1, 'must be at least 1').max(3660).default(365),
  MAX_ACTIVE_BOOKINGS_PER_OWNER: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(10_000)
    .default(6),
  OWNER_WRITES_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(20),
  // Requests one API token may make in a minute, whatever address they come from.
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(120),
  // Error reports one address may send in a minute (a page sends at most five).
  CLIENT_ERRORS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(20),
};
