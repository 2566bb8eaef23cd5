import { z } from 'zod';
import { idParam } from '../schemas/common';
import { TIME_SLOTS } from '../constants';
import {
  autoAssignSchema,
  bookingLiftSchema,
  LIFT_KINDS,
  liftChangeSchema,
  liftSchema as liftBody,
} from '../schemas/lifts';
import { bookingAnswer } from './booking-views';
import { calendarDate, rowId } from './common';
import { defineRoute } from './route';

export const liftSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  kind: z.enum(LIFT_KINDS),
  /** The heaviest boat it takes, in kilograms; null: no limit. */
  maxWeightKg: z.number().int().positive().nullable(),
  /** The widest and the longest boat it takes, in metres; null: no limit. */
  maxBeamM: z.number().positive().nullable(),
  maxLengthM: z.number().positive().nullable(),
  /** Services it takes a deadline; null: not counted on its own (the deadline's capacity still is). */
  perDeadline: z.number().int().positive().nullable(),
  /** null while in service; a retired lift keeps the bookings it served. */
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
});
/** The yard's lifting equipment (GET /api/lifts). */
export type Lift = z.infer<typeof liftSchema>;

const liftAnswer = z.strictObject({ lift: liftSchema });
export type LiftResponse = z.infer<typeof liftAnswer>;

/**
 * An upcoming booking a change leaves without a place: no lift fits it, the lifts that fit it
 * are full, or (a capacity lowered) the deadline holds more than its places and it came last.
 * The office moves it, assigns it or overrides; nothing moves by itself.
 */
export const liftConflictView = z.strictObject({
  id: rowId,
  confirmationCode: z.string(),
  ownerName: z.string(),
  boatName: z.string().nullable(),
  bookingDate: calendarDate,
  timeSlot: z.enum(TIME_SLOTS),
  /**
   * no_lift_fits: no lift in service takes its boat; lift_full: the lifts that do are full;
   * slot_full: the deadline has fewer places than bookings now.
   */
  reason: z.enum(['no_lift_fits', 'lift_full', 'slot_full']),
});
export type LiftConflict = z.infer<typeof liftConflictView>;

const liftChangeAnswer = z.strictObject({ lift: liftSchema, conflicts: z.array(liftConflictView) });
export type LiftChangeResponse = z.infer<typeof liftChangeAnswer>;

export const listLifts = defineRoute({
  method: 'GET',
  path: '/api/lifts',
  summary: 'The yard’s lifts: in service first, by name, then the retired ones',
  tag: 'Lifts',
  access: 'admin',
  permission: 'yardDay',
  responses: { 200: z.strictObject({ lifts: z.array(liftSchema) }) },
  errors: [],
});
export type LiftsResponse = z.infer<(typeof listLifts)['responses'][200]>;

export const createLift = defineRoute({
  method: 'POST',
  path: '/api/lifts',
  summary: 'Add a lift',
  tag: 'Lifts',
  access: 'admin',
  permission: 'availability',
  body: liftBody,
  responses: { 201: liftAnswer },
  errors: [409],
});

export const renameLift = defineRoute({
  method: 'PATCH',
  path: '/api/lifts/:id',
  summary: 'Change a lift: name, kind, limits, load; answers the bookings that no longer fit',
  tag: 'Lifts',
  access: 'admin',
  permission: 'availability',
  params: idParam,
  body: liftChangeSchema,
  responses: { 200: liftChangeAnswer },
  errors: [404, 409],
});

export const retireLift = defineRoute({
  method: 'DELETE',
  path: '/api/lifts/:id',
  summary: 'Retire a lift: it keeps the bookings it served; answers those no longer placed',
  tag: 'Lifts',
  access: 'admin',
  permission: 'availability',
  params: idParam,
  responses: { 200: liftChangeAnswer },
  errors: [404, 409],
});

export const assignBookingLift = defineRoute({
  method: 'PATCH',
  path: '/api/bookings/:id/lift',
  summary:
    'Put a booking on a lift in service that fits it and has room (or override, with a reason), or take it off (null)',
  tag: 'Lifts',
  access: 'admin',
  permission: 'yardDay',
  params: idParam,
  body: bookingLiftSchema,
  responses: { 200: bookingAnswer },
  errors: [404, 409],
});

const autoAssignAnswer = z.strictObject({
  /** The bookings put on a lift, and the lift. */
  assigned: z.array(z.strictObject({ bookingId: rowId, liftId: rowId })),
  /** The day's unassigned bookings no lift that fits had room for. */
  unplaced: z.array(rowId),
});
export type AutoAssignResponse = z.infer<typeof autoAssignAnswer>;

export const autoAssignLifts = defineRoute({
  method: 'POST',
  path: '/api/lifts/auto-assign',
  summary: 'Put a day’s unassigned bookings on lifts that fit them, biggest boats first',
  tag: 'Lifts',
  access: 'admin',
  permission: 'yardDay',
  body: autoAssignSchema,
  responses: { 200: autoAssignAnswer },
  errors: [],
});
