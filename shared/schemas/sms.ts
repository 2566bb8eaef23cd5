import { z } from 'zod';
import { SMS_CODE_FORMAT_MESSAGE, SMS_NUMBER_REQUIRED_MESSAGE } from '../messages/sms';
import { refuseControlCharacters } from './common';

/**
 * POST /api/sms/verification: the number as the owner typed it. The server reads it with
 * libphonenumber-js (MARINA_COUNTRY for numbers without +) and stores it in E.164.
 */
export const smsVerificationSchema = z.object({
  phoneNumber: refuseControlCharacters(
    z
      .string({ message: SMS_NUMBER_REQUIRED_MESSAGE })
      .trim()
      .min(1, SMS_NUMBER_REQUIRED_MESSAGE)
      .max(30, 'Enter at most 30 characters'),
    'Mobile number',
  ),
});
export type SmsVerificationValues = z.output<typeof smsVerificationSchema>;

/** POST /api/sms/verification/check: the 6 digits texted (spaces the owner typed are dropped). */
export const smsCodeSchema = z.object({
  code: z
    .string({ message: SMS_CODE_FORMAT_MESSAGE })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, SMS_CODE_FORMAT_MESSAGE)),
});
export type SmsCodeValues = z.output<typeof smsCodeSchema>;

/** PATCH /api/sms: what the owner receives; at least one field. */
export const smsPreferencesSchema = z
  .object({
    confirmations: z.boolean(),
    reminders: z.boolean(),
    status: z.boolean(),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Choose what to change');
export type SmsPreferencesValues = z.output<typeof smsPreferencesSchema>;
