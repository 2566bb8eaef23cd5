import { z } from 'zod';
import { smsCodeSchema, smsPreferencesSchema, smsVerificationSchema } from '../schemas/sms';
import { instant } from './common';
import { defineRoute } from './route';

const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/);

const smsSettingsView = z.strictObject({
  /** The verified mobile in E.164 ('+16175550123'), or null when texts are off. */
  phoneNumber: e164.nullable(),
  /** The same number as people write it in MARINA_COUNTRY ('(617) 555-0123'), or international. */
  phoneNumberDisplay: z.string().min(1).nullable(),
  verifiedAt: instant.nullable(),
  confirmations: z.boolean(),
  reminders: z.boolean(),
  status: z.boolean(),
  /**
   * The verified number gets no texts: it texted STOP ('stop', until it texts START) or the
   * provider said it cannot take them ('undeliverable').
   */
  optedOut: z.enum(['stop', 'undeliverable']).nullable(),
  /** A code was texted and awaits its check: to which number, until when. */
  pending: z
    .strictObject({ phoneNumber: e164, phoneNumberDisplay: z.string().min(1), expiresAt: instant })
    .nullable(),
  /** The number the marina texts from, to text START or HELP to; null when unknown. */
  marinaNumber: z.string().min(1).nullable(),
});
/**
 * An owner's text-message settings (GET /api/sms and every /api/sms answer,
 * docs/product.md#text-messages).
 */
export type SmsSettings = z.infer<typeof smsSettingsView>;

/** A change answers the settings as they now are, and what happened in words. */
const smsChanged = z.strictObject({ sms: smsSettingsView, message: z.string().min(1) });
const smsAnswer = z.strictObject({ sms: smsSettingsView });
/** Any /api/sms answer: GET carries no message. */
export type SmsSettingsResponse = z.infer<typeof smsAnswer> & { message?: string };

export const getSmsSettings = defineRoute({
  method: 'GET',
  path: '/api/sms',
  summary: 'The signed-in user’s text-message settings',
  tag: 'Text messages',
  access: 'signed-in',
  responses: { 200: smsAnswer },
  errors: [],
});

export const updateSmsPreferences = defineRoute({
  method: 'PATCH',
  path: '/api/sms',
  summary: 'Choose which texts the verified mobile gets',
  tag: 'Text messages',
  access: 'signed-in',
  body: smsPreferencesSchema,
  responses: { 200: smsChanged },
  errors: [409],
});

export const stopTexts = defineRoute({
  method: 'DELETE',
  path: '/api/sms',
  summary: 'Stop all texts and forget the mobile',
  tag: 'Text messages',
  access: 'signed-in',
  responses: { 200: smsChanged },
  errors: [],
});

export const sendSmsCode = defineRoute({
  method: 'POST',
  path: '/api/sms/verification',
  summary: 'Text a six-digit code to a mobile to verify it',
  tag: 'Text messages',
  access: 'signed-in',
  notWithApiToken: true,
  body: smsVerificationSchema,
  responses: { 200: smsChanged },
  errors: [409],
});

export const checkSmsCode = defineRoute({
  method: 'POST',
  path: '/api/sms/verification/check',
  summary: 'Check the texted code: the mobile is verified and texts start',
  tag: 'Text messages',
  access: 'signed-in',
  notWithApiToken: true,
  body: smsCodeSchema,
  responses: { 200: smsChanged },
  errors: [409, 410],
});
