import { z } from 'zod';
import { databaseId, textField } from './common';

export const LIFT_NAME_MAX = 40;
/** Lifts in service at once: a yard runs a handful; the crew board has a column for each. */
export const MAX_LIFTS_IN_SERVICE = 20;

/** POST /api/lifts and PATCH /api/lifts/{id}: the lift's name, trimmed, one line. */
export const liftSchema = z
  .object({
    name: textField('Name', { max: LIFT_NAME_MAX, required: 'Give the lift a name' }),
  })
  .strict();
export type LiftValues = z.output<typeof liftSchema>;

/** PATCH /api/bookings/{id}/lift: the lift that serves the booking, or null for none. */
export const bookingLiftSchema = z
  .object({
    liftId: databaseId('Lift must be a lift id, or null for none').nullable(),
  })
  .strict();
export type BookingLiftValues = z.output<typeof bookingLiftSchema>;
