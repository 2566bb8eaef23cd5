import { z } from 'zod';
import { LIMITS, STORAGE_TYPES } from '../constants';
import {
  codePointLength,
  emailField,
  newPasswordField,
  optionalText,
  passwordField,
  textField,
} from './common';

export const loginSchema = z.object({
  email: emailField('Please enter a valid email address'),
  password: passwordField('Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** isAdmin may arrive in the payload (docs/product.md#api-calls) but is never honoured. */
export const registerSchema = z.object({
  email: emailField('Please enter a valid email address'),
  password: newPasswordField('Password must be at least 6 characters'),
  fullName: textField('Full name', {
    max: LIMITS.nameMax,
    required: 'Full name is required',
  }).refine((name) => codePointLength(name) >= LIMITS.fullNameMin, 'Full name is required'),
  storageType: z.enum(STORAGE_TYPES, { message: 'Please select your storage type' }),
  phoneNumber: optionalText(
    LIMITS.phoneMax,
    'Phone number must be at most 20 characters',
    'Phone number',
  ),
  username: optionalText(LIMITS.nameMax, 'Username must be at most 100 characters', 'Username'),
  // The registration form sends it; the account's email becomes the preferred one, so it is only
  // checked.
  preferredEmail: textField('Preferred email', { max: LIMITS.emailMax }).optional(),
  isVibMember: z.boolean().optional().default(false),
  isAdmin: z.unknown().optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;
