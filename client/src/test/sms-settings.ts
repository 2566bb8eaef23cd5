import type { SmsSettings } from '@shared/api/sms';

/** GET /api/sms for an owner with no number; a test overrides what it is about. */
export function anSmsSettings(overrides: Partial<SmsSettings> = {}): SmsSettings {
  return {
    phoneNumber: null,
    phoneNumberDisplay: null,
    verifiedAt: null,
    confirmations: false,
    reminders: false,
    status: false,
    optedOut: null,
    pending: null,
    marinaNumber: '(617) 555-0100',
    ...overrides,
  };
}

/** A code texted to (617) 555-0123 and waiting for its check. */
export const PENDING: NonNullable<SmsSettings['pending']> = {
  phoneNumber: '+16175550123',
  phoneNumberDisplay: '(617) 555-0123',
  expiresAt: '2026-11-27T13:10:00.000Z',
};

/** The same number verified, every text on. */
export const verifiedSms = (overrides: Partial<SmsSettings> = {}) =>
  anSmsSettings({
    phoneNumber: '+16175550123',
    phoneNumberDisplay: '(617) 555-0123',
    verifiedAt: '2026-11-27T13:01:00.000Z',
    confirmations: true,
    reminders: true,
    status: true,
    ...overrides,
  });
