import { z } from 'zod';
import { emailField, newPasswordField, textField } from './common';

export const forgotPasswordSchema = z.object({
  email: emailField('Please enter a valid email address'),
});
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** The in-page form also sends confirmPassword; the server checks it when present. */
export const resetPasswordSchema = z
  .object({
    email: emailField('Please enter a valid email address'),
    token: textField('Token', { max: 200, required: 'Token is required' }),
    newPassword: newPasswordField('New password must be at least 6 characters'),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
