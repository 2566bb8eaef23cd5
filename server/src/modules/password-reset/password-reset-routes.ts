import type { Router } from 'express';
import * as api from '@shared/api/password-reset';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
} from '@shared/messages/password-reset';
import { forgotPasswordSchema, resetPasswordSchema } from '@shared/schemas/password-reset';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import type { RateLimiters } from '../../middleware/rate-limit';
import { requestPasswordReset, resetPassword } from './password-reset-service';

export function passwordResetRoutes(
  ctx: AppContext,
  limits: Pick<RateLimiters, 'forgotPassword' | 'resetPassword' | 'settings'>,
): Router {
  const router = createRouter();

  on(router, api.forgotPassword, limits.forgotPassword, async (req, res) => {
    const input = forgotPasswordSchema.parse(req.body);
    await requestPasswordReset(ctx, input, limits.settings.forgotPasswordAccount);
    res.json({ message: FORGOT_PASSWORD_MESSAGE });
  });

  on(router, api.resetPassword, limits.resetPassword, async (req, res) => {
    await resetPassword(ctx, resetPasswordSchema.parse(req.body));
    res.json({ message: PASSWORD_RESET_DONE_MESSAGE });
  });

  return router;
}
