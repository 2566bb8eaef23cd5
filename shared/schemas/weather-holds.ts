import { z } from 'zod';
import { TIME_SLOTS } from '../constants';
import { serviceDateField, textField } from './common';

export const WEATHER_HOLD_REASON_MAX = 200;

const deadlineField = z.enum(TIME_SLOTS, {
  error: 'Each deadline must be one of 10:00 AM, 12:00 PM or 3:00 PM',
});

/**
 * POST /api/weather-holds and /api/weather-holds/preview: a date, the deadlines it holds
 * (every deadline of the date when left out) and the reason owners read. The deadlines come
 * back in the day's order.
 */
export const weatherHoldSchema = z.object({
  date: serviceDateField,
  timeSlots: z
    .array(deadlineField, { error: 'Deadlines must be a list of deadlines' })
    .min(1, 'Choose at least one deadline')
    .refine((slots) => new Set(slots).size === slots.length, 'Name each deadline once')
    .optional()
    .transform((slots) => TIME_SLOTS.filter((slot) => !slots || slots.includes(slot))),
  reason: textField('Reason', {
    max: WEATHER_HOLD_REASON_MAX,
    required: 'Give the reason owners will read',
  }),
});
export type WeatherHoldValues = z.output<typeof weatherHoldSchema>;

/** The preview plans without the reason (it changes no place), so the dialog can plan first. */
export const weatherHoldPreviewSchema = weatherHoldSchema.extend({
  reason: textField('Reason', { max: WEATHER_HOLD_REASON_MAX }).optional(),
});
export type WeatherHoldPreviewInput = z.input<typeof weatherHoldPreviewSchema>;
/** What a client sends: timeSlots may be left out. */
export type WeatherHoldInput = z.input<typeof weatherHoldSchema>;

/** How far back the office's list of holds reaches. */
export const WEATHER_HOLD_LIST_DAYS = 30;
