import { z } from 'zod';
import { TIME_SLOTS } from '../constants';
import {
  capacityDaysQuerySchema,
  closureImpactQuerySchema,
  dateRangeQuerySchema,
  overbookedQuerySchema,
  slotCapacitySchema,
  slotOverrideSchema,
  timeSlotQuerySchema,
} from '../schemas/capacity';
import { idParam } from '../schemas/common';
import { calendarDate, instant, removedAnswer, rowId } from './common';
import { liftConflictView } from './lifts';
import { defineRoute } from './route';

const capacity = z.number().int().nonnegative();

const slotCapacitySettingView = z.strictObject({
  timeSlot: z.enum(TIME_SLOTS),
  capacity,
  /** False while the deadline uses SLOT_CAPACITY. */
  custom: z.boolean(),
});
export type SlotCapacitySetting = z.infer<typeof slotCapacitySettingView>;

const capacitySettingsView = z.strictObject({
  defaultCapacity: capacity,
  slots: z.array(slotCapacitySettingView),
});
export type CapacitySettings = z.infer<typeof capacitySettingsView>;

/** PUT /api/admin/capacity: the settings, and the upcoming bookings now past a deadline's places. */
const capacitySaved = capacitySettingsView.extend({ conflicts: z.array(liftConflictView) });
export type CapacitySaved = z.infer<typeof capacitySaved>;

const deadlineCapacityView = z.strictObject({
  timeSlot: z.enum(TIME_SLOTS),
  capacity,
  /** Active bookings in it. */
  booked: z.number().int().nonnegative(),
  closed: z.boolean(),
  closedReason: z.string().nullable(),
});
export type DeadlineCapacity = z.infer<typeof deadlineCapacityView>;

const capacityDayView = z.strictObject({
  date: calendarDate,
  deadlines: z.array(deadlineCapacityView),
});
export type CapacityDay = z.infer<typeof capacityDayView>;

const capacityDaysView = z.strictObject({ days: z.array(capacityDayView) });
export type CapacityDays = z.infer<typeof capacityDaysView>;

const overbookedDeadlineView = z.strictObject({
  date: calendarDate,
  timeSlot: z.enum(TIME_SLOTS),
  bookings: z.array(
    z.strictObject({ id: rowId, ownerName: z.string(), confirmationCode: z.string() }),
  ),
});
/** One deadline holding more active bookings than a capacity being saved would allow. */
export type OverbookedDeadline = z.infer<typeof overbookedDeadlineView>;

const overbookedAnswer = z.strictObject({ deadlines: z.array(overbookedDeadlineView) });
/** GET /api/admin/capacity/overbooked: the deadlines a lower capacity would leave over-full. */
export type OverbookedResponse = z.infer<typeof overbookedAnswer>;

export const getCapacitySettings = defineRoute({
  method: 'GET',
  path: '/api/admin/capacity',
  summary: 'Each deadline’s capacity, and the default it falls back to',
  tag: 'Capacity',
  access: 'admin',
  permission: 'availability',
  responses: { 200: capacitySettingsView },
  errors: [],
});

export const setSlotCapacity = defineRoute({
  method: 'PUT',
  path: '/api/admin/capacity',
  summary: 'Set a deadline’s capacity on every date without an override',
  tag: 'Capacity',
  access: 'admin',
  permission: 'availability',
  body: slotCapacitySchema,
  responses: { 200: capacitySaved },
  errors: [],
});

export const resetSlotCapacity = defineRoute({
  method: 'DELETE',
  path: '/api/admin/capacity',
  summary: 'Put a deadline back on the default capacity; answers the bookings now past its places',
  tag: 'Capacity',
  access: 'admin',
  permission: 'availability',
  query: timeSlotQuerySchema,
  responses: { 200: capacitySaved },
  errors: [],
});

export const getCapacityDays = defineRoute({
  method: 'GET',
  path: '/api/admin/capacity/days',
  summary: 'Each date from `from` to `to` with its deadlines: capacity, booked, closed',
  tag: 'Capacity',
  access: 'admin',
  permission: 'availability',
  query: capacityDaysQuerySchema,
  responses: { 200: capacityDaysView },
  errors: [],
});

export const getOverbooked = defineRoute({
  method: 'GET',
  path: '/api/admin/capacity/overbooked',
  summary: 'The deadlines a lower capacity would leave holding more bookings than it allows',
  tag: 'Capacity',
  access: 'admin',
  permission: 'availability',
  query: overbookedQuerySchema,
  responses: { 200: overbookedAnswer },
  errors: [],
});

// Slot overrides: one date's or deadline's closure or capacity, over the defaults above.

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
  /** The upcoming bookings a lower capacity leaves past it, the last made first to go. */
  conflicts: z.array(liftConflictView),
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
  permission: 'yardDay',
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
  permission: 'availability',
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
  permission: 'availability',
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
  permission: 'availability',
  params: idParam,
  responses: { 200: removedAnswer },
  errors: [404],
});
