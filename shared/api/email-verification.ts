import { verifyEmailSchema } from '../schemas/email-verification';
import { messageAnswer } from './common';
import { defineRoute } from './route';

export const resendVerification = defineRoute({
  method: 'POST',
  path: '/api/profile/email-verification',
  summary: 'Mail the preferred email’s verification link again',
  tag: 'Profile',
  access: 'signed-in',
  responses: { 200: messageAnswer },
  errors: [409],
});

export const verifyEmail = defineRoute({
  method: 'POST',
  path: '/api/verify-email',
  summary: 'Prove a preferred email with the mailed token (no session needed)',
  tag: 'Profile',
  access: 'public',
  body: verifyEmailSchema,
  responses: { 200: messageAnswer },
  errors: [],
});
