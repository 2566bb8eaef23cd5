import { z } from 'zod';
import { idParam } from '../schemas/common';
import { bookingLiftSchema, liftSchema as liftBody } from '../schemas/lifts';
import { bookingAnswer } from './booking-views';
import { defineRoute } from './route';

export const liftSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** null while in service; a retired lift keeps the bookings it served. */
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
});
/** The yard's lifting equipment (GET /api/lifts). */
export type Lift = z.infer<typeof liftSchema>;

const liftAnswer = z.strictObject({ lift: liftSchema });
export type LiftResponse = z.infer<typeof liftAnswer>;

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
  summary: 'Rename a lift',
  tag: 'Lifts',
  access: 'admin',
  permission: 'availability',
  params: idParam,
  body: liftBody,
  responses: { 200: liftAnswer },
  errors: [404, 409],
});

export const retireLift = defineRoute({
  method: 'DELETE',
  path: '/api/lifts/:id',
  summary: 'Retire a lift: it keeps the bookings it served',
  tag: 'Lifts',
  access: 'admin',
  permission: 'availability',
  params: idParam,
  responses: { 200: liftAnswer },
  errors: [404, 409],
});

export const assignBookingLift = defineRoute({
  method: 'PATCH',
  path: '/api/bookings/:id/lift',
  summary: 'Put a booking on a lift in service, or take it off (null)',
  tag: 'Lifts',
  access: 'admin',
  permission: 'yardDay',
  params: idParam,
  body: bookingLiftSchema,
  responses: { 200: bookingAnswer },
  errors: [404, 409],
});
