import { z } from 'zod';
import { LIMITS } from '../constants';
import { emailField, newPasswordField, textField } from './common';

const email = emailField('Please enter a valid email address');
const token = textField('Token', { max: 200, required: 'Token is required' });
const newPassword = newPasswordField('New password must be at least 6 characters');
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The in-page form also sends confirmPassword; the server checks it when present. */
export const resetPasswordSchema = z
  .object({ email, token, newPassword, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, mismatch);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

const passwordsMatch = (v: { newPassword: string; confirmPassword: string }) =>
  v.newPassword === v.confirmPassword;

/**
 * The in-page reset form (docs/product.md#validation): the server's rules for every field it sends,
 * and a confirmation of at least 6 characters that must match.
 */
export const resetPasswordFormSchema = z
  .object({
    email,
    token,
    newPassword,
    confirmPassword: z.string().min(LIMITS.passwordMin, 'Password confirmation is required'),
  })
  .refine(passwordsMatch, mismatch);

/**
 * The page the emailed link opens (docs/product.md#validation "Reset page"): the token rides in the
 * link, so the page checks it on submit instead of showing a field; the confirmation only has to
 * match.
 */
export const resetLinkFormSchema = z
  .object({
    email,
    token: z.string(),
    newPassword: newPasswordField('Password must be at least 6 characters'),
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);

/** Both reset forms hold the same fields, so one form component serves both. */
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;
