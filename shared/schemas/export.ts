import type { z } from 'zod';
import { optionalServiceDate, queryObject, withOrderedRange } from './query';

/** GET /api/export/bookings.csv: an optional window of marina dates, inclusive. */
export const bookingsCsvQuerySchema = withOrderedRange(
  queryObject({
    from: optionalServiceDate('From'),
    to: optionalServiceDate('To'),
  }),
);
export type BookingsCsvQuery = z.output<typeof bookingsCsvQuerySchema>;
