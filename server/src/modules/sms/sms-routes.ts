import type { Router } from 'express';
import {
  SMS_CODE_SENT_MESSAGE,
  SMS_PREFERENCES_SAVED_MESSAGE,
  SMS_STOPPED_MESSAGE,
  SMS_VERIFIED_MESSAGE,
} from '@shared/messages/sms';
import { smsCodeSchema, smsPreferencesSchema, smsVerificationSchema } from '@shared/schemas/sms';
import type { AppContext } from '../../lib/context';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth } from '../../middleware/auth';
import { checkSmsCode, sendSmsCode } from './sms-code-service';
import { presentSmsSettings } from './sms-presenter';
import { getSmsSettings, saveSmsChoices, stopTexts, type SmsView } from './sms-service';

/** An owner's own text messages (issue 28); an admin's are their own too. */
export function smsRoutes(ctx: AppContext): Router {
  const router = createRouter();
  const present = (view: SmsView) => presentSmsSettings(view, ctx.config);

  router.get('/api/sms', requireAuth, async (req, res) => {
    res.json({ sms: present(await getSmsSettings(ctx, currentUser(req))) });
  });

  router.patch('/api/sms', requireAuth, async (req, res) => {
    const view = await saveSmsChoices(ctx, currentUser(req), smsPreferencesSchema.parse(req.body));
    res.json({ sms: present(view), message: SMS_PREFERENCES_SAVED_MESSAGE });
  });

  router.delete('/api/sms', requireAuth, async (req, res) => {
    const view = await stopTexts(ctx, currentUser(req));
    res.json({ sms: present(view), message: SMS_STOPPED_MESSAGE });
  });

  router.post('/api/sms/verification', requireAuth, async (req, res) => {
    const view = await sendSmsCode(ctx, currentUser(req), smsVerificationSchema.parse(req.body));
    res.json({ sms: present(view), message: SMS_CODE_SENT_MESSAGE });
  });

  router.post('/api/sms/verification/check', requireAuth, async (req, res) => {
    const view = await checkSmsCode(ctx, currentUser(req), smsCodeSchema.parse(req.body));
    res.json({ sms: present(view), message: SMS_VERIFIED_MESSAGE });
  });

  return router;
}
