import { z } from 'zod';
import { idParam, userIdParam } from '../schemas/common';
import { cancelledBookingView } from './booking-views';
import { instant, rowId } from './common';
import { defineRoute } from './route';

const historyActorView = z.strictObject({ id: rowId, email: z.string(), ownerName: z.string() });
/** Who did something to a booking; null when that account has since been deleted. */
export type HistoryActor = z.infer<typeof historyActorView>;

const historyEntryView = z.strictObject({
  /** 'audit-{n}' for an audit row; 'created' / 'cancelled' when read from the booking itself. */
  id: z.string().min(1),
  /** 'booking.create', 'booking.flags', 'booking.delete', 'booking.cancel', 'booking.clear-all' … */
  action: z.string().min(1),
  actor: historyActorView.nullable(),
  /** The audit row's own record of the change: its fields differ by action. */
  before: z.unknown(),
  after: z.unknown(),
  /** The change in words, for a status or lift change: 'Status set to Done (was In progress)'. */
  summary: z.string().optional(),
  createdAt: instant,
});
/** One line of a booking's history (GET /api/bookings/{id}/history), oldest first. */
export type BookingHistoryEntry = z.infer<typeof historyEntryView>;

const historyAnswer = z.strictObject({ history: z.array(historyEntryView) });
/** GET /api/bookings/{id}/history. */
export type BookingHistoryResponse = z.infer<typeof historyAnswer>;

const cancelledAnswer = z.strictObject({ bookings: z.array(cancelledBookingView) });
/** GET /api/bookings/user/{userId}/cancelled: that owner's cancelled bookings, latest first. */
export type CancelledBookingsResponse = z.infer<typeof cancelledAnswer>;

export const getBookingHistory = defineRoute({
  method: 'GET',
  path: '/api/bookings/:id/history',
  summary: 'Who created, changed and cancelled a booking, and when, oldest first',
  tag: 'Bookings',
  access: 'admin',
  permission: 'bookings',
  params: idParam,
  responses: { 200: historyAnswer },
  errors: [404],
});

export const listCancelledBookings = defineRoute({
  method: 'GET',
  path: '/api/bookings/user/:userId/cancelled',
  summary: 'An owner’s cancelled bookings, latest first, and who cancelled each',
  tag: 'Bookings',
  access: 'self-or-admin',
  permission: 'viewUsers',
  params: userIdParam,
  responses: { 200: cancelledAnswer },
  errors: [404],
});
