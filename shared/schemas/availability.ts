import { withinDaySpan } from './capacity';
import { serviceDate, serviceDateField, serviceTypeField } from './common';
import { optionalBoatId, queryObject } from './query';

/**
 * `boatId`, optional on each availability read: the signed-in owner's boat (or any boat, for the
 * office) whose lifts decide what is left (docs/product.md#lifts).
 */
const boatIdParameter = optionalBoatId('Boat');

/** GET /api/timeslots/available: one date's deadlines for one service. */
export const availabilityQuerySchema = queryObject({
  date: serviceDateField,
  serviceType: serviceTypeField,
  boatId: boatIdParameter,
});

/** GET /api/timeslots/next-open: where the search for the next bookable deadline starts. */
export const nextOpenQuerySchema = queryObject({ from: serviceDateField, boatId: boatIdParameter });

/** GET /api/timeslots/days: the owner's calendar's span, for a boat or for any. */
export const scheduleDaysQuerySchema = withinDaySpan(
  queryObject({ from: serviceDate('From'), to: serviceDate('To'), boatId: boatIdParameter }),
);
