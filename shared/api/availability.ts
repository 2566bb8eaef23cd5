import { z } from 'zod';
import { SERVICE_TYPES, SLOT_UNAVAILABLE_REASONS, TIME_SLOTS } from '../constants';
import {
  availabilityQuerySchema,
  nextOpenQuerySchema,
  scheduleDaysQuerySchema,
} from '../schemas/availability';
import { LIFT_DIMENSIONS } from '../lift-fit';
import { calendarDate } from './common';
import { defineRoute } from './route';

const slotAvailabilityView = z.strictObject({
  timeSlot: z.enum(TIME_SLOTS),
  capacity: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  available: z.boolean(),
  reason: z.enum(SLOT_UNAVAILABLE_REASONS).nullable(),
  /** The admin's reason for a closure, shown to owners. */
  closedReason: z.string().nullable().optional(),
  /**
   * With a boatId and reason 'no_lift_fits': the first dimension no lift in service takes
   * (null: no one lift takes all of it), for the schedule page's explanation.
   */
  liftMisfit: z.enum(LIFT_DIMENSIONS).nullable().optional(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilityView>;

const availabilityAnswer = z.strictObject({
  date: calendarDate,
  serviceType: z.enum(SERVICE_TYPES),
  availableTimeSlots: z.array(z.enum(TIME_SLOTS)),
  slots: z.array(slotAvailabilityView),
});
export type AvailabilityResponse = z.infer<typeof availabilityAnswer>;

const dayStateView = z.enum(['open', 'full', 'closed', 'no_lift_fits']);
/**
 * A date as the owner's calendar marks it: bookable, with no place left (for the boat asked
 * about: its lifts full counts as full), closed all day, or no lift in service takes that boat.
 */
export type DayState = z.infer<typeof dayStateView>;

const scheduleDayView = z.strictObject({
  date: calendarDate,
  state: dayStateView,
  /** Why the yard is closed that day, when it is. */
  reason: z.string().nullable(),
});
export type ScheduleDay = z.infer<typeof scheduleDayView>;

const scheduleDaysAnswer = z.strictObject({ days: z.array(scheduleDayView) });
/** GET /api/timeslots/days?from&to: each date of the span, for the owner's calendar. */
export type ScheduleDaysResponse = z.infer<typeof scheduleDaysAnswer>;

const nextOpenAnswer = z.strictObject({
  next: z.strictObject({ date: calendarDate, timeSlot: z.enum(TIME_SLOTS) }).nullable(),
});
/** GET /api/timeslots/next-open?from: the first deadline an owner could book from that date. */
export type NextOpenResponse = z.infer<typeof nextOpenAnswer>;

// Public: the schedule page is viewable signed out (docs/product.md#capacity); an admin sees fewer
// refusals.
export const getAvailability = defineRoute({
  method: 'GET',
  path: '/api/timeslots/available',
  summary: 'A date’s deadlines for a service: places left and why any cannot be booked',
  tag: 'Availability',
  access: 'public',
  query: availabilityQuerySchema,
  responses: { 200: availabilityAnswer },
  // A boatId not the caller's (404), or given signed out (401).
  errors: [401, 404],
});

export const getScheduleDays = defineRoute({
  method: 'GET',
  path: '/api/timeslots/days',
  summary: 'Each date from `from` to `to`: open, full or closed, for the owner’s calendar',
  tag: 'Availability',
  access: 'public',
  query: scheduleDaysQuerySchema,
  responses: { 200: scheduleDaysAnswer },
  // A boatId not the caller's (404), or given signed out (401).
  errors: [401, 404],
});

export const getNextOpen = defineRoute({
  method: 'GET',
  path: '/api/timeslots/next-open',
  summary: 'The first deadline an owner could book on or after `from`, or null',
  tag: 'Availability',
  access: 'public',
  query: nextOpenQuerySchema,
  responses: { 200: nextOpenAnswer },
  // A boatId not the caller's (404), or given signed out (401).
  errors: [401, 404],
});
