import { z } from 'zod';
import { LIMITS } from '../constants';
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

const positiveId = z.coerce
  .number({ message: 'Id must be a number' })
  .int()
  .positive('Id must be a number');
export const idParam = z.object({ id: positiveId });
export const userIdParam = z.object({ userId: positiveId });
