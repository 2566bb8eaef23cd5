import { serviceDate } from './common';
import { queryObject } from './query';

/**
 * GET /api/events: `date` narrows the stream to one marina day, the events of bookings on it
 * and of bookings moved off it.
 */
export const liveEventsQuerySchema = queryObject({ date: serviceDate('date').optional() });

/**
 * The stream's event names (the SSE `event:` field). `booking` carries a BookingEvent;
 * `resync` says the client may have missed events and should load everything again.
 */
export const LIVE_EVENT_NAMES = { booking: 'booking', resync: 'resync' } as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[keyof typeof LIVE_EVENT_NAMES];
