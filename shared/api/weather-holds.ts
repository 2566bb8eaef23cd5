import { z } from 'zod';
import { SERVICE_TYPES, TIME_SLOTS } from '../constants';
import { idParam } from '../schemas/common';
import { weatherHoldPreviewSchema, weatherHoldSchema } from '../schemas/weather-holds';
import { calendarDate, instant, rowId } from './common';
import { defineRoute } from './route';

const holdDeadlineView = z.strictObject({
  bookingDate: calendarDate,
  timeSlot: z.enum(TIME_SLOTS),
});
export type HoldDeadline = z.infer<typeof holdDeadlineView>;

const weatherHoldMoveView = z.strictObject({
  bookingId: rowId,
  confirmationCode: z.string().min(1),
  ownerName: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  from: holdDeadlineView,
  to: holdDeadlineView.nullable(),
});
/** One booking on a held deadline and where the hold puts it (null: no place, owner asked). */
export type WeatherHoldMove = z.infer<typeof weatherHoldMoveView>;

const count = z.number().int().nonnegative();

const previewAnswer = z.strictObject({
  moves: z.array(weatherHoldMoveView),
  /** Bookings that found no place within the horizon. */
  unplaced: count,
  /** Owners waiting on the held deadlines, whose entries would end. */
  waitlistEntries: count,
});
/** POST /api/weather-holds/preview: what a hold would do now; nothing changes. */
export type WeatherHoldPreview = z.infer<typeof previewAnswer>;

const weatherHoldView = z.strictObject({
  id: rowId,
  date: calendarDate,
  timeSlots: z.array(z.enum(TIME_SLOTS)).min(1),
  reason: z.string().min(1),
  createdAt: instant,
  createdBy: z.strictObject({ id: rowId, ownerName: z.string() }).nullable(),
  moved: count,
  unplaced: count,
  /** When the office lifted it (its deadlines reopened); null while it holds. */
  liftedAt: instant.nullable(),
});
export type WeatherHold = z.infer<typeof weatherHoldView>;

const createdAnswer = z.strictObject({
  hold: weatherHoldView,
  moves: z.array(weatherHoldMoveView),
});
/** POST /api/weather-holds: the hold and what it did to each booking. */
export type WeatherHoldCreated = z.infer<typeof createdAnswer>;

const listAnswer = z.strictObject({ holds: z.array(weatherHoldView) });
/** GET /api/weather-holds: holds from 30 days back, newest first. */
export type WeatherHoldList = z.infer<typeof listAnswer>;

const liftedAnswer = z.strictObject({ message: z.string().min(1), hold: weatherHoldView });
/** DELETE /api/weather-holds/{id}: the hold as lifted. */
export type WeatherHoldLifted = z.infer<typeof liftedAnswer>;

export const previewWeatherHold = defineRoute({
  method: 'POST',
  path: '/api/weather-holds/preview',
  summary: 'What a hold would do now: each booking’s new place, or none; nothing changes',
  tag: 'Weather holds',
  access: 'admin',
  permission: 'availability',
  body: weatherHoldPreviewSchema,
  responses: { 200: previewAnswer },
  errors: [409],
});

export const placeWeatherHold = defineRoute({
  method: 'POST',
  path: '/api/weather-holds',
  summary:
    'Close a stormy day’s deadlines and move their bookings to the next open places; Idempotency-Key makes a retry harmless',
  tag: 'Weather holds',
  access: 'admin',
  permission: 'availability',
  body: weatherHoldSchema,
  responses: { 201: createdAnswer },
  errors: [409, 422],
});

export const listWeatherHolds = defineRoute({
  method: 'GET',
  path: '/api/weather-holds',
  summary: 'Holds from 30 days back, newest first',
  tag: 'Weather holds',
  access: 'admin',
  permission: 'yardDay',
  responses: { 200: listAnswer },
  errors: [],
});

export const liftWeatherHold = defineRoute({
  method: 'DELETE',
  path: '/api/weather-holds/:id',
  summary: 'Lift a hold: its deadlines reopen; moved bookings stay where they are',
  tag: 'Weather holds',
  access: 'admin',
  permission: 'availability',
  params: idParam,
  responses: { 200: liftedAnswer },
  errors: [404, 409],
});
