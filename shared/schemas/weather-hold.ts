import { z } from 'zod';
import { TIME_SLOTS, type ServiceType, type TimeSlot } from '../constants';
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

export interface HoldDeadline {
  bookingDate: string;
  timeSlot: TimeSlot;
}

/** One booking on a held deadline and where the hold puts it (null: no place, owner asked). */
export interface WeatherHoldMove {
  bookingId: number;
  confirmationCode: string;
  ownerName: string;
  serviceType: ServiceType;
  from: HoldDeadline;
  to: HoldDeadline | null;
}

/** POST /api/weather-holds/preview: what a hold would do now; nothing changes. */
export interface WeatherHoldPreview {
  moves: WeatherHoldMove[];
  /** Bookings that found no place within the horizon. */
  unplaced: number;
  /** Owners waiting on the held deadlines, whose entries would end. */
  waitlistEntries: number;
}

export interface WeatherHold {
  id: number;
  date: string;
  timeSlots: TimeSlot[];
  reason: string;
  createdAt: string;
  createdBy: { id: number; ownerName: string } | null;
  moved: number;
  unplaced: number;
  /** When the office lifted it (its deadlines reopened); null while it holds. */
  liftedAt: string | null;
}

/** POST /api/weather-holds: the hold and what it did to each booking. */
export interface WeatherHoldCreated {
  hold: WeatherHold;
  moves: WeatherHoldMove[];
}

/** GET /api/weather-holds: holds from 30 days back, newest first. */
export interface WeatherHoldList {
  holds: WeatherHold[];
}

/** How far back the office's list of holds reaches. */
export const WEATHER_HOLD_LIST_DAYS = 30;
