import { forgotPasswordSchema, resetPasswordSchema } from '../schemas/password-reset';
import { messageAnswer } from './common';
import { defineRoute } from './route';

export const forgotPassword = defineRoute({
  method: 'POST',
  path: '/api/forgot-password',
  summary: 'Mail a reset link; answers the same whether the account exists or not',
  tag: 'Account',
  access: 'public',
  body: forgotPasswordSchema,
  responses: { 200: messageAnswer },
  errors: [],
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/api/reset-password',
  summary: 'Set a new password with the mailed token: signs out every session',
  tag: 'Account',
  access: 'public',
  body: resetPasswordSchema,
  responses: { 200: messageAnswer },
  errors: [],
});
