import { MAX_LIFTS_IN_SERVICE } from '../schemas/lifts';

/** The lifts' refusals (GET/POST /api/lifts, PATCH/DELETE /api/lifts/{id}, a booking's lift). */
export const LIFT_MESSAGES = {
  notFound: 'Lift not found',
  nameTaken: (name: string) =>
    `A lift in service is already called "${name}". Choose another name, or retire that one first.`,
  retired: 'This lift is retired. Add a new lift instead.',
  retiredForBooking: 'This lift is retired: choose a lift in service.',
  tooMany: `The yard already has ${MAX_LIFTS_IN_SERVICE} lifts in service. Retire one before adding another.`,
} as const;
