import { z } from 'zod';
import { BOAT_KINDS, boatChangesSchema, newBoatSchema } from '../schemas/boats';
import { idParam } from '../schemas/common';
import { calendarDate, instant, rowId } from './common';
import { defineRoute } from './route';

/** An owner's boat on record (docs/product.md#boats): metres and kilograms, whatever MARINA_UNITS. */
export const boatView = z.strictObject({
  id: rowId,
  ownerId: rowId,
  name: z.string().min(1),
  kind: z.enum(BOAT_KINDS).nullable(),
  lengthM: z.number().positive(),
  beamM: z.number().positive().nullable(),
  draftM: z.number().positive().nullable(),
  weightKg: z.number().int().positive().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  registration: z.string().nullable(),
  insuranceExpiresOn: calendarDate.nullable(),
  notes: z.string().nullable(),
  /** Sold or gone: kept for the bookings it had, never booked again. Null while in service. */
  archivedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type Boat = z.infer<typeof boatView>;

/** The boat a booking or a waitlist entry is for, as it is now (an edit shows at once). */
export const bookingBoatView = boatView.pick({
  id: true,
  name: true,
  kind: true,
  lengthM: true,
  beamM: true,
  draftM: true,
  weightKg: true,
});
export type BookingBoat = z.infer<typeof bookingBoatView>;

const boatAnswer = z.strictObject({ boat: boatView });
export type BoatResponse = z.infer<typeof boatAnswer>;
const boatList = z.strictObject({ boats: z.array(boatView) });
/** In service first, by name; then the archived ones. */
export type BoatsResponse = z.infer<typeof boatList>;

export const listMyBoats = defineRoute({
  method: 'GET',
  path: '/api/boats',
  summary: 'The signed-in owner’s boats: in service first, by name, then the archived ones',
  tag: 'Boats',
  access: 'signed-in',
  responses: { 200: boatList },
  errors: [],
});

export const addMyBoat = defineRoute({
  method: 'POST',
  path: '/api/boats',
  summary: 'Add a boat to the signed-in owner’s record',
  tag: 'Boats',
  access: 'signed-in',
  body: newBoatSchema,
  responses: { 201: boatAnswer },
  errors: [409],
});

export const changeBoat = defineRoute({
  method: 'PATCH',
  path: '/api/boats/:id',
  summary: 'Change a boat: the owner’s own, or any boat for an admin',
  tag: 'Boats',
  access: 'signed-in',
  permission: 'bookForCustomers',
  params: idParam,
  body: boatChangesSchema,
  responses: { 200: boatAnswer },
  errors: [404, 409],
});

export const archiveBoat = defineRoute({
  method: 'DELETE',
  path: '/api/boats/:id',
  summary: 'Archive a boat (sold or gone): its bookings keep it, it can no longer be booked',
  tag: 'Boats',
  access: 'signed-in',
  params: idParam,
  responses: { 200: boatAnswer },
  errors: [404, 409],
});

export const listCustomerBoats = defineRoute({
  method: 'GET',
  path: '/api/users/:id/boats',
  summary: 'A customer’s boats, for the office',
  tag: 'Boats',
  access: 'admin',
  permission: 'viewUsers',
  params: idParam,
  responses: { 200: boatList },
  errors: [404],
});

export const addCustomerBoat = defineRoute({
  method: 'POST',
  path: '/api/users/:id/boats',
  summary: 'Add a boat to a customer’s record, for the office',
  tag: 'Boats',
  access: 'admin',
  permission: 'bookForCustomers',
  params: idParam,
  body: newBoatSchema,
  responses: { 201: boatAnswer },
  errors: [404, 409],
});
