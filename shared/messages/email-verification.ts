/**
 * Texts of the preferred-email verification (docs/product.md#email) that the server sends and the
 * client shows or tests against.
 */
export const INVALID_VERIFICATION_MESSAGE =
  'This verification link is invalid, expired or already used. Send a new one from your profile.';
export const EMAIL_VERIFIED_MESSAGE = 'Email verified';
export const VERIFICATION_SENT_MESSAGE =
  'Verification email sent. Follow the link in it to confirm your preferred email.';
export const NOTHING_TO_VERIFY_MESSAGE = 'Your preferred email needs no verification.';
export const VERIFICATION_TOO_SOON_MESSAGE =
  'A verification email was sent less than a minute ago. Please wait a minute and try again.';
export const VERIFICATION_DAILY_LIMIT_MESSAGE =
  'Too many verification emails today. Please try again tomorrow.';
