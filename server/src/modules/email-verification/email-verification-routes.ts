import type { Router } from 'express';
import * as api from '@shared/api/email-verification';
import {
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '@shared/messages/email-verification';
import { verifyEmailSchema } from '@shared/schemas/email-verification';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth } from '../../middleware/auth';
import { resendVerification, verifyEmail } from './email-verification-service';

export function emailVerificationRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.resendVerification, requireAuth, async (req, res) => {
    await resendVerification(ctx, currentUser(req));
    res.json({ message: VERIFICATION_SENT_MESSAGE });
  });

  // Public: the link may be opened in a browser that is not signed in.
  on(router, api.verifyEmail, async (req, res) => {
    await verifyEmail(ctx, verifyEmailSchema.parse(req.body));
    res.json({ message: EMAIL_VERIFIED_MESSAGE });
  });

  return router;
}
