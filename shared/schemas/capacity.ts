import { z } from 'zod';
import { optionalText, serviceDate, serviceDateField, timeSlotField } from './common';
import { optionalServiceDate, queryInteger, queryObject, withOrderedRange } from './query';

/** The most places one deadline may have, on every date or one. */
export const CAPACITY_MAX = 1000;
/** The longest reason a closure may give owners. */
export const CLOSURE_REASON_MAX = 200;

const capacityField = z
  .number({ message: 'Capacity must be a number' })
  .int('Capacity must be a whole number')
  .min(0, 'Capacity must be at least 0')
  .max(CAPACITY_MAX, `Capacity must be at most ${CAPACITY_MAX}`);

/** PUT /api/admin/capacity: the default capacity of one deadline. */
export const slotCapacitySchema = z.object({ timeSlot: timeSlotField, capacity: capacityField });
export const timeSlotQuerySchema = queryObject({ timeSlot: timeSlotField });

/** PUT /api/admin/slot-overrides: one date (timeSlot null = whole day) gets another capacity or closes. */
export const slotOverrideSchema = z
  .object({
    date: serviceDateField,
    timeSlot: timeSlotField.nullish().transform((value) => value ?? null),
    capacity: capacityField.nullish().transform((value) => value ?? null),
    closed: z.boolean({ message: 'Closed must be true or false' }).optional().default(false),
    reason: optionalText(
      CLOSURE_REASON_MAX,
      `Reason must be at most ${CLOSURE_REASON_MAX} characters`,
      'Reason',
      'free-text',
    ),
  })
  .refine((v) => v.closed || v.capacity !== null, {
    message: 'Close the deadline or give it a capacity',
    path: ['capacity'],
  });
export type SlotOverrideInput = z.input<typeof slotOverrideSchema>;
export type SlotOverrideValues = z.output<typeof slotOverrideSchema>;

/** GET /api/admin/slot-overrides/affected: a date, and a deadline when only that one would close. */
export const closureImpactQuerySchema = queryObject({
  date: serviceDate('Date'),
  timeSlot: timeSlotField.optional(),
});

/** The month view asks for at most six weeks at a time. */
export const CAPACITY_DAYS_MAX_SPAN = 42;

const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A from/to span in order, of at most CAPACITY_DAYS_MAX_SPAN days. */
export const withinDaySpan = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  withOrderedRange(schema).refine((q) => spanDays(q.from, q.to) < CAPACITY_DAYS_MAX_SPAN, {
    message: `Ask for at most ${CAPACITY_DAYS_MAX_SPAN} days at a time`,
    path: ['to'],
  });

/** GET /api/admin/capacity/days: each date from `from` to `to` (inclusive) with its deadlines. */
export const capacityDaysQuerySchema = withinDaySpan(
  queryObject({ from: serviceDate('From'), to: serviceDate('To') }),
);

/** The reasons the office picks from when closing; anything else is typed in. */
export const CLOSURE_REASONS = ['Weather', 'Holiday', 'Maintenance'] as const;

/** GET /api/admin/capacity/overbooked: a capacity about to be saved, for one deadline or date. */
export const overbookedQuerySchema = queryObject({
  capacity: queryInteger('Capacity', { min: 0, max: CAPACITY_MAX }),
  timeSlot: timeSlotField.optional(),
  date: optionalServiceDate('Date'),
}).refine((q) => q.timeSlot !== undefined || q.date !== undefined, {
  message: 'Give the deadline, the date, or both',
  path: ['timeSlot'],
});

export const dateRangeQuerySchema = withOrderedRange(
  queryObject({ from: optionalServiceDate('From'), to: optionalServiceDate('To') }),
);
