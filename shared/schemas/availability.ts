import { serviceDateField, serviceTypeField } from './common';
import { queryObject } from './query';

/** GET /api/timeslots/available: one date's deadlines for one service. */
export const availabilityQuerySchema = queryObject({
  date: serviceDateField,
  serviceType: serviceTypeField,
});

/** GET /api/timeslots/next-open: where the search for the next bookable deadline starts. */
export const nextOpenQuerySchema = queryObject({ from: serviceDateField });
