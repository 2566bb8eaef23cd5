import { z } from 'zod';
import { LOCATIONS, SERVICE_TYPES, TIME_SLOTS } from '../constants';
import { ownerBookingSchema } from '../schemas/bookings';
import { idParam } from '../schemas/common';
import { bookingBoatView } from './boats';
import { calendarDate, instant, removedAnswer, rowId } from './common';
import { defineRoute } from './route';

const waitlistEntryView = z.strictObject({
  id: rowId,
  serviceType: z.enum(SERVICE_TYPES),
  sourceSlipType: z.enum(LOCATIONS),
  destination: z.enum(LOCATIONS),
  specialRequests: z.string().nullable(),
  /** The marina calendar date, yyyy-MM-dd. */
  bookingDate: calendarDate,
  timeSlot: z.enum(TIME_SLOTS),
  /** 1 = next in line: the waiting entries of this deadline ahead of this one, plus one. */
  position: z.number().int().positive(),
  /** The boat it waits for, as the boat is now; null when joined without one. */
  boat: bookingBoatView.nullable(),
  createdAt: instant,
});
/** An owner's place in the queue for a full deadline (GET/POST /api/waitlist). */
export type WaitlistEntry = z.infer<typeof waitlistEntryView>;

const entryAnswer = z.strictObject({ entry: waitlistEntryView });

const entriesAnswer = z.strictObject({ entries: z.array(waitlistEntryView) });

export const joinWaitlist = defineRoute({
  method: 'POST',
  path: '/api/waitlist',
  summary: 'Wait for a place on a full deadline: the first to free up is booked for you',
  tag: 'Waitlist',
  access: 'signed-in',
  body: ownerBookingSchema,
  responses: { 201: entryAnswer },
  errors: [409, 422],
});

export const listWaitlist = defineRoute({
  method: 'GET',
  path: '/api/waitlist',
  summary: 'The signed-in owner’s waiting entries and their places in line',
  tag: 'Waitlist',
  access: 'signed-in',
  responses: { 200: entriesAnswer },
  errors: [],
});

export const leaveWaitlist = defineRoute({
  method: 'DELETE',
  path: '/api/waitlist/:id',
  summary: 'Leave a waitlist',
  tag: 'Waitlist',
  access: 'signed-in',
  params: idParam,
  responses: { 200: removedAnswer },
  errors: [404],
});
