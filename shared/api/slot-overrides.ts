import { z } from 'zod';
import { TIME_SLOTS } from '../constants';
import { dateRangeQuerySchema, slotOverrideSchema } from '../schemas/bookings';
import { closureImpactQuerySchema } from '../schemas/capacity';
import { idParam } from '../schemas/common';
import { calendarDate, instant, removedAnswer, rowId } from './common';
import { defineRoute } from './route';

const slotOverrideView = z.strictObject({
  id: rowId,
  date: calendarDate,
  /** null: the whole day. */
  timeSlot: z.enum(TIME_SLOTS).nullable(),
  capacity: z.number().int().nonnegative().nullable(),
  closed: z.boolean(),
  reason: z.string().nullable(),
  createdAt: instant,
});
export type SlotOverride = z.infer<typeof slotOverrideView>;

const overridesAnswer = z.strictObject({ overrides: z.array(slotOverrideView) });
/** GET /api/admin/slot-overrides. */
export type SlotOverridesResponse = z.infer<typeof overridesAnswer>;

const overrideSaved = z.strictObject({
  override: slotOverrideView,
  notified: z.number().int().nonnegative(),
});
/** PUT /api/admin/slot-overrides: the closure or capacity, and how many owners were told. */
export type SlotOverrideSaved = z.infer<typeof overrideSaved>;

const closureImpactView = z.strictObject({
  date: calendarDate,
  timeSlot: z.enum(TIME_SLOTS).nullable(),
  /** Active bookings that would be told (one email each). */
  bookings: z.number().int().nonnegative(),
  /** Distinct owners among them. */
  owners: z.number().int().nonnegative(),
});
/** Who a closure would reach: the bookings in deadlines that are open now and would close. */
export type ClosureImpact = z.infer<typeof closureImpactView>;

export const listSlotOverrides = defineRoute({
  method: 'GET',
  path: '/api/admin/slot-overrides',
  summary: 'Closures and capacity changes of single dates and deadlines in a range',
  tag: 'Capacity',
  access: 'admin',
  query: dateRangeQuerySchema,
  responses: { 200: overridesAnswer },
  errors: [],
});

export const getClosureImpact = defineRoute({
  method: 'GET',
  path: '/api/admin/slot-overrides/affected',
  summary: 'How many bookings and owners a closure would reach, before the office confirms',
  tag: 'Capacity',
  access: 'admin',
  query: closureImpactQuerySchema,
  responses: { 200: closureImpactView },
  errors: [],
});

export const saveSlotOverride = defineRoute({
  method: 'PUT',
  path: '/api/admin/slot-overrides',
  summary: 'Close a date or deadline, or change its capacity; owners of a closed one are mailed',
  tag: 'Capacity',
  access: 'admin',
  body: slotOverrideSchema,
  responses: { 200: overrideSaved },
  errors: [],
});

export const removeSlotOverride = defineRoute({
  method: 'DELETE',
  path: '/api/admin/slot-overrides/:id',
  summary: 'Remove a closure or capacity change: the date follows the defaults again',
  tag: 'Capacity',
  access: 'admin',
  params: idParam,
  responses: { 200: removedAnswer },
  errors: [404],
});
