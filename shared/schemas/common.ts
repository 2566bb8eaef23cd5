import { z } from 'zod';
import { LIMITS, SERVICE_TYPES, TIME_SLOTS } from '../constants';
import { hasControlCharacters, hasLoneSurrogate } from '../control-characters';
import { isValidServiceDate } from '../marina-time';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * Which control characters a field refuses. Names, usernames, phones and slip or rack fields
 * reach mail headers, calendar-invite parameters and one-line displays, where a CR/LF starts a
 * new header or property: every control character (below U+0020, and DEL) is refused.
 * Free text (notes, special requests, a closure reason) keeps line breaks and tabs, which
 * people type there on purpose: it only reaches mail bodies and escaped .ics TEXT, never a
 * header. Everything else (NUL, ESC, bell …) is refused there too; PostgreSQL cannot even
 * store a NUL in text.
 */
export type TextKind = 'single-line' | 'free-text';
const ALLOWED_CONTROLS: Record<TextKind, string[]> = {
  'single-line': [],
  'free-text': ['\t', '\r', '\n'],
};

/** Characters as users count them (and as PostgreSQL's varchar(n) does): code points. */
export function codePointLength(value: string): number {
  let length = 0;
  for (const _ of value) length += 1;
  return length;
}

/**
 * The rules every text a user sends obeys: no lone UTF-16 surrogate (a broken character that
 * would reach the database as U+FFFD, silently changed) and no control characters but those
 * its kind allows. `label` names the field in the messages.
 */
export function refuseControlCharacters<T extends z.ZodString>(
  field: T,
  label: string,
  kind: TextKind = 'single-line',
): T {
  return field
    .refine((value) => !hasLoneSurrogate(value), `${label} contains a broken character`)
    .refine(
      (value) => !hasControlCharacters(value, ALLOWED_CONTROLS[kind]),
      `${label} must not contain control characters`,
    );
}

export interface TextOptions {
  /** The most characters allowed, counted in code points after NFC and trimming. */
  max: number;
  maxMessage?: string;
  kind?: TextKind;
  /** The message for a missing or empty value; without it the text may be empty. */
  required?: string;
}

/**
 * A text field as users see it: NFC (so 'é' typed as e + accent counts once and compares
 * equal), trimmed, then checked for broken and control characters and for its length.
 */
export function textField(label: string, options: TextOptions) {
  const { max, kind = 'single-line', required } = options;
  const field = refuseControlCharacters(
    z
      .string({ message: required ?? `${label} must be text` })
      .normalize('NFC')
      .trim(),
    label,
    kind,
  ).refine(
    (value) => codePointLength(value) <= max,
    options.maxMessage ?? `${label} must be at most ${max} characters`,
  );
  return required ? field.min(1, required) : field;
}

/** Optional text: '' and null both mean "not given". `label` names it in the messages. */
export const optionalText = (
  max: number,
  message: string,
  label: string,
  kind: TextKind = 'single-line',
) =>
  textField(label, { max, maxMessage: message, kind })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * An email address; `message` is the field's one message (docs/product.md#validation) for a missing
 * or bad one.
 */
export const emailField = (message: string) =>
  refuseControlCharacters(
    z.string({ message }).normalize('NFC').trim().max(LIMITS.emailMax, message),
    'Email',
  ).pipe(z.email(message));

/** A marina calendar date, yyyy-MM-dd; `label` names the field or parameter in the message. */
export const serviceDate = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .refine(isValidServiceDate, `${label} must be a calendar date written yyyy-MM-dd`);
export const serviceDateField = serviceDate('Date');

export const serviceTypeField = z.enum(SERVICE_TYPES, {
  message: 'Service type must be haul-out or launch',
});
export const timeSlotField = z.enum(TIME_SLOTS, {
  message: 'Deadline must be one of 10:00 AM, 12:00 PM or 3:00 PM',
});

/** Ids are Postgres `serial` (int4): anything above this can name no row. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A row id in a JSON body: a whole number the id column can hold. */
export const databaseId = (message: string) =>
  z.number({ message }).int(message).min(1, message).max(MAX_DATABASE_ID, message);

/** A row id in a path: digits only (no '1e3', '0x10' or ' 7'), within the column's range. */
export const pathId = z
  .string()
  .regex(/^\d{1,10}$/, 'Id must be a whole number')
  .transform(Number)
  .pipe(databaseId('Id is out of range'));
export const idParam = z.object({ id: pathId });
export const userIdParam = z.object({ userId: pathId });

/**
 * Passwords are compared byte for byte, so unlike other text they are not normalised or
 * trimmed: an existing hash was made from exactly what its owner typed. A NUL or a broken
 * character is refused (bcrypt would silently hash a lossy copy).
 */
const passwordText = (message: string) =>
  z
    .string({ message })
    .refine((value) => !value.includes('\u0000'), 'Password must not contain a NUL character')
    .refine((value) => !hasLoneSurrogate(value), 'Password contains a broken character');

/** The password typed to sign in. */
export const passwordField = (message: string) => passwordText(message).min(1, message);

/**
 * A password being set (registration, reset, the admin command): the minimum of docs/product.md#validation, and at most
 * 72 bytes of UTF-8, because bcrypt ignores the rest and a longer one would only seem safer.
 */
export const newPasswordField = (tooShort: string) =>
  passwordText(tooShort)
    .min(LIMITS.passwordMin, tooShort)
    .refine(
      (value) => utf8Length(value) <= LIMITS.passwordMaxBytes,
      'Password must be at most 72 bytes (about 72 letters, fewer with accents or emoji)',
    );
