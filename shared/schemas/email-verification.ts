import { z } from 'zod';

/** POST /api/verify-email: the token from the link (43 base64url characters when genuine). */
export const verifyEmailSchema = z.object({
  token: z
    .string({ message: 'The verification link has no token' })
    .trim()
    .min(1, 'The verification link has no token')
    .max(200, 'The verification link is not valid'),
});
export type VerifyEmailValues = z.output<typeof verifyEmailSchema>;
