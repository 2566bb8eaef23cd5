import { z } from 'zod';
import { BOOKING_EVENT_TYPES } from '../constants';
import { liveEventsQuerySchema } from '../schemas/live-events';
import { bookingView } from './booking-views';
import { defineRoute } from './route';

export const bookingEventView = z.strictObject({
  type: z.enum(BOOKING_EVENT_TYPES),
  booking: bookingView,
});
/**
 * One live event (GET /api/events, `event: booking`): what happened and the booking as it is
 * when sent. A cancelled booking is sent as it was, with its cancellation.
 */
export type BookingEvent = z.infer<typeof bookingEventView>;

export const openLiveEvents = defineRoute({
  method: 'GET',
  path: '/api/events',
  summary:
    'The office’s live stream of booking changes (Server-Sent Events): `event: booking` carries { type, booking }, `event: resync` asks for a reload; Last-Event-ID resumes',
  tag: 'Bookings',
  access: 'admin',
  permission: 'yardDay',
  query: liveEventsQuerySchema,
  // The stream as text: first the reconnection delay, then events; each `data:` line of
  // `event: booking` is a bookingEventView.
  responses: { 200: z.string().regex(/^retry: ?\d+\n\n/) },
  errors: [],
  content: 'event-stream',
});
