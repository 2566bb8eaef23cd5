import { z } from 'zod';
import { LIMITS } from '../constants';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;
import { isValidServiceDate } from '../marina-time';

export const emailField = (message: string) =>
  z.string().trim().max(LIMITS.emailMax, message).pipe(z.email(message));

/** Optional text: '' and null both mean "not given". */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
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
