/**
 * Password-recovery texts both sides rely on (docs/product.md#error-catalogue). The forgot-password
 * answer is the same whether or not the account exists, so it reveals nothing; the standalone page
 * shows it as its success toast.
 */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account with that email exists, you will receive a password reset link shortly.';
export const INVALID_RESET_MESSAGE = 'This password reset link is invalid or has expired.';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';
