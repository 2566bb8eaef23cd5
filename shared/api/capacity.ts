import { z } from 'zod';
import { TIME_SLOTS } from '../constants';
import { overbookedQuerySchema, slotCapacitySchema, timeSlotQuerySchema } from '../schemas/bookings';
import { capacityDaysQuerySchema } from '../schemas/capacity';
import { calendarDate, rowId } from './common';
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
  responses: { 200: capacitySettingsView },
  errors: [],
});

export const setSlotCapacity = defineRoute({
  method: 'PUT',
  path: '/api/admin/capacity',
  summary: 'Set a deadline’s capacity on every date without an override',
  tag: 'Capacity',
  access: 'admin',
  body: slotCapacitySchema,
  responses: { 200: capacitySettingsView },
  errors: [],
});

export const resetSlotCapacity = defineRoute({
  method: 'DELETE',
  path: '/api/admin/capacity',
  summary: 'Put a deadline back on the default capacity',
  tag: 'Capacity',
  access: 'admin',
  query: timeSlotQuerySchema,
  responses: { 200: capacitySettingsView },
  errors: [],
});

export const getCapacityDays = defineRoute({
  method: 'GET',
  path: '/api/admin/capacity/days',
  summary: 'Each date from `from` to `to` with its deadlines: capacity, booked, closed',
  tag: 'Capacity',
  access: 'admin',
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
  query: overbookedQuerySchema,
  responses: { 200: overbookedAnswer },
  errors: [],
});
