import { z } from 'zod';
import { isPhoneCountry, phoneNumberOf } from '../lib/phone-numbers';
import { optionalString, urlSetting } from './setting-types';

/** Quiet hours as [start, end) marina hours; null when 'off'; undefined when unreadable. */
function quietHoursOf(value: string): { start: number; end: number } | null | undefined {
  if (value.toLowerCase() === 'off') return null;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!match) return undefined;
  const [start, end] = [Number(match[1]), Number(match[2])];
  if (start > 23 || end > 23 || start === end) return undefined;
  return { start, end };
}

/**
 * Text messages (docs/product.md#text-messages): Twilio when the account, token and a sender
 * are set; otherwise each text is written to DATA_DIR/outbox-sms. TWILIO_API_BASE_URL is another
 * REST root (tests' local fake), as GOOGLE_API_ROOT_URL is for Google.
 */
export const smsSettings = {
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hexadecimal characters')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  TWILIO_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164 form such as +16175550100')
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalString.pipe(
    z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hexadecimal characters')
      .optional(),
  ),
  TWILIO_API_BASE_URL: optionalString
    .pipe(urlSetting.optional())
    .transform((url) => url?.replace(/\/+$/, '')),
  // The office's number, for HELP answers and texts that say "call us"; read in MARINA_COUNTRY.
  MARINA_PHONE: optionalString,
  MARINA_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .default('US')
    .refine(isPhoneCountry, 'must be a two-letter country code such as US'),
  // Texts that are not about today wait for the morning: 'START-END' hours in marina time.
  SMS_QUIET_HOURS: z
    .string()
    .trim()
    .default('21-8')
    .refine(
      (value) => quietHoursOf(value) !== undefined,
      "must be 'off' or hours 'START-END' (0-23) such as 21-8",
    )
    .transform((value) => quietHoursOf(value) ?? null),
  // The mails' daily cap, for texts: however many bookings, one number gets at most this many.
  SMS_MAX_PER_NUMBER_PER_DAY: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(1_000)
    .default(10),
};

type SmsSettings = z.output<z.ZodObject<typeof smsSettings>>;

/** Twilio is all or nothing: an account without its token or a sender cannot send a text. */
export function smsProblems(config: SmsSettings): string[] {
  const problems: string[] = [];
  const account = Boolean(config.TWILIO_ACCOUNT_SID);
  if (account !== Boolean(config.TWILIO_AUTH_TOKEN)) {
    problems.push('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both to send texts, or neither');
  }
  if (account && !config.TWILIO_FROM && !config.TWILIO_MESSAGING_SERVICE_SID) {
    problems.push('TWILIO_FROM: set it or TWILIO_MESSAGING_SERVICE_SID to send texts');
  }
  if (config.MARINA_PHONE && !phoneNumberOf(config.MARINA_PHONE, config.MARINA_COUNTRY)) {
    problems.push(`MARINA_PHONE: must be a phone number (read in ${config.MARINA_COUNTRY})`);
  }
  return problems;
}

/** One form for the office's number everywhere it is written: E.164. */
export function marinaPhoneOf(config: SmsSettings): string | undefined {
  const number =
    config.MARINA_PHONE && phoneNumberOf(config.MARINA_PHONE, config.MARINA_COUNTRY)?.number;
  return number || undefined;
}
