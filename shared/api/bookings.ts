import { z } from 'zod';
import {
  adminBookingListQuerySchema,
  adminBookingSchema,
  bookingFlagsSchema,
  clearAllBookingsSchema,
  ownerBookingSchema,
  rescheduleSchema,
} from '../schemas/bookings';
import { idParam, userIdParam } from '../schemas/common';
import { adminBookingList, bookingAnswer, bookingView } from './booking-views';
import { removedAnswer } from './common';
import { defineRoute } from './route';

const userBookingsAnswer = z.strictObject({ bookings: z.array(bookingView) });
/** GET /api/bookings/user/{userId}: that owner's active bookings. */
export type UserBookingsResponse = z.infer<typeof userBookingsAnswer>;

const clearedAnswer = z.strictObject({
  cleared: z.number().int().nonnegative(),
  /** Owners emailed their cancellation (one mail each, through the queue); 0 when not asked. */
  notified: z.number().int().nonnegative(),
});
/** DELETE /api/bookings and GET /api/dev/clear-bookings: how many active bookings were cancelled. */
export type ClearedBookingsResponse = z.infer<typeof clearedAnswer>;

export const createBooking = defineRoute({
  method: 'POST',
  path: '/api/bookings',
  summary:
    'Book a deadline: an owner for themself, or the office for a customer (with userId); Idempotency-Key makes a retry harmless',
  tag: 'Bookings',
  access: 'signed-in',
  permission: 'bookForCustomers',
  // shared/booking-shape.ts tells the two apart; the server parses the one it is.
  body: z.union([ownerBookingSchema, adminBookingSchema]),
  responses: { 201: bookingAnswer },
  errors: [409, 422],
});

export const listBookings = defineRoute({
  method: 'GET',
  path: '/api/bookings',
  summary: 'Active bookings matching the filters, sorted, a page at a time',
  tag: 'Bookings',
  access: 'admin',
  permission: 'yardDay',
  query: adminBookingListQuerySchema,
  responses: { 200: adminBookingList },
  errors: [],
});

export const listClosedDeadlineBookings = defineRoute({
  method: 'GET',
  path: '/api/admin/slot-overrides/bookings',
  summary:
    'Upcoming bookings on deadlines closed after they were booked: the office must move them',
  tag: 'Capacity',
  access: 'admin',
  permission: 'bookings',
  responses: { 200: adminBookingList },
  errors: [],
});

export const listUserBookings = defineRoute({
  method: 'GET',
  path: '/api/bookings/user/:userId',
  summary: 'An owner’s active bookings: their own, or anyone’s for an admin',
  tag: 'Bookings',
  access: 'self-or-admin',
  permission: 'viewUsers',
  params: userIdParam,
  responses: { 200: userBookingsAnswer },
  errors: [404],
});

export const setBookingFlags = defineRoute({
  method: 'PATCH',
  path: '/api/bookings/:id/completed',
  summary: 'Set a booking’s completed, one-way and both-ways flags',
  tag: 'Bookings',
  access: 'admin',
  permission: 'bookings',
  params: idParam,
  body: bookingFlagsSchema,
  responses: { 200: bookingAnswer },
  errors: [404, 409],
});

export const cancelBooking = defineRoute({
  method: 'DELETE',
  path: '/api/bookings/:id',
  summary: 'Cancel a booking: an owner their own before it starts, an admin any',
  tag: 'Bookings',
  access: 'signed-in',
  permission: 'bookings',
  params: idParam,
  responses: { 200: removedAnswer },
  errors: [404, 409],
});

export const rescheduleBooking = defineRoute({
  method: 'POST',
  path: '/api/bookings/:id/reschedule',
  summary: 'Move a booking to another date and deadline',
  tag: 'Bookings',
  access: 'signed-in',
  permission: 'bookings',
  params: idParam,
  body: rescheduleSchema,
  responses: { 200: bookingAnswer },
  // 422: its boat fits no lift in service (docs/product.md#lifts).
  errors: [404, 409, 422],
});

export const clearAllBookings = defineRoute({
  method: 'DELETE',
  path: '/api/bookings',
  summary: 'Cancel every active booking, mailing the owners if asked',
  tag: 'Bookings',
  access: 'admin',
  permission: 'clearAll',
  notWithApiToken: true,
  body: clearAllBookingsSchema,
  responses: { 200: clearedAnswer },
  errors: [409],
});

export const devClearBookings = defineRoute({
  method: 'GET',
  path: '/api/dev/clear-bookings',
  summary: 'The GET spelling of clearing every booking (no mail); same-site requests only',
  tag: 'Bookings',
  access: 'admin',
  permission: 'clearAll',
  notWithApiToken: true,
  responses: { 200: clearedAnswer },
  errors: [],
});
