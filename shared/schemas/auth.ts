import { z } from 'zod';
import { LIMITS, STORAGE_TYPES } from '../constants';
import { emailField, newPasswordField, optionalText, refuseControlCharacters } from './common';

export const loginSchema = z.object({
  email: emailField('Please enter a valid email address'),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** isAdmin may arrive in the payload (SPEC §3) but is never honoured. */
export const registerSchema = z.object({
  email: emailField('Please enter a valid email address'),
  password: newPasswordField('Password must be at least 6 characters'),
  fullName: refuseControlCharacters(
    z
      .string({ message: 'Full name is required' })
      .trim()
      .min(LIMITS.fullNameMin, 'Full name is required')
      .max(LIMITS.nameMax, 'Full name must be at most 100 characters'),
    'Full name',
  ),
  storageType: z.enum(STORAGE_TYPES, { message: 'Please select your storage type' }),
  phoneNumber: optionalText(
    LIMITS.phoneMax,
    'Phone number must be at most 20 characters',
    'Phone number',
  ),
  username: optionalText(LIMITS.nameMax, 'Username must be at most 100 characters', 'Username'),
  preferredEmail: z.string().optional(),
  isVibMember: z.boolean().optional().default(false),
  isAdmin: z.unknown().optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;
