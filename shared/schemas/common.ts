import { z } from 'zod';
import { LIMITS } from '../constants';
import { hasControlCharacters } from '../control-characters';
import { isValidServiceDate } from '../marina-time';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const emailField = (message: string) =>
  z.string().trim().max(LIMITS.emailMax, message).pipe(z.email(message));

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

/** Adds the control-character rule to a string field, with "<label> must not contain …". */
export function refuseControlCharacters<T extends z.ZodString>(
  field: T,
  label: string,
  kind: TextKind = 'single-line',
): T {
  return field.refine(
    (value) => !hasControlCharacters(value, ALLOWED_CONTROLS[kind]),
    `${label} must not contain control characters`,
  );
}

/** Optional text: '' and null both mean "not given". `label` names it in the messages. */
export const optionalText = (
  max: number,
  message: string,
  label: string,
  kind: TextKind = 'single-line',
) =>
  refuseControlCharacters(z.string().trim().max(max, message), label, kind)
    .nullish()
    .transform((value) => (value ? value : null));

export const serviceDateField = z
  .string({ message: 'Date is required' })
  .refine(isValidServiceDate, 'Date must be a calendar date written yyyy-MM-dd');

/** Ids are Postgres `serial` (int4): anything above this can name no row. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A row id in a JSON body: a whole number the id column can hold. */
export const databaseId = (message: string) =>
  z.number({ message }).int(message).min(1, message).max(MAX_DATABASE_ID, message);

/** A row id in a path: digits only (no '1e3', '0x10' or ' 7'), within the column's range. */
const pathId = z
  .string()
  .regex(/^\d{1,10}$/, 'Id must be a whole number')
  .transform(Number)
  .pipe(databaseId('Id is out of range'));
export const idParam = z.object({ id: pathId });
export const userIdParam = z.object({ userId: pathId });

/**
 * A password being set (registration, reset, the admin command): SPEC's minimum, and at most
 * 72 bytes of UTF-8, because bcrypt ignores the rest and a longer one would only seem safer.
 */
export const newPasswordField = (tooShort: string) =>
  z
    .string({ message: tooShort })
    .min(LIMITS.passwordMin, tooShort)
    .refine(
      (value) => utf8Length(value) <= LIMITS.passwordMaxBytes,
      'Password must be at most 72 bytes (about 72 letters, fewer with accents or emoji)',
    );
