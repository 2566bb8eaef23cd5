import { z } from 'zod';
import { TIME_SLOTS } from '../constants';
import { serviceDate } from './common';
import { queryObject, withOrderedRange } from './query';

const timeSlotParam = z
  .enum(TIME_SLOTS, { error: 'Deadline must be one of 10:00 AM, 12:00 PM or 3:00 PM' })
  .optional();

/** GET /api/admin/slot-overrides/affected: a date, and a deadline when only that one would close. */
export const closureImpactQuerySchema = queryObject({
  date: serviceDate('Date'),
  timeSlot: timeSlotParam,
});

/** The month view asks for at most six weeks at a time. */
export const CAPACITY_DAYS_MAX_SPAN = 42;

const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** GET /api/admin/capacity/days: each date from `from` to `to` (inclusive) with its deadlines. */
export const capacityDaysQuerySchema = withOrderedRange(
  queryObject({
    from: serviceDate('From'),
    to: serviceDate('To'),
  }),
).refine((q) => spanDays(q.from, q.to) < CAPACITY_DAYS_MAX_SPAN, {
  message: `Ask for at most ${CAPACITY_DAYS_MAX_SPAN} days at a time`,
  path: ['to'],
});

/** The reasons the office picks from when closing; anything else is typed in. */
export const CLOSURE_REASONS = ['Weather', 'Holiday', 'Maintenance'] as const;
