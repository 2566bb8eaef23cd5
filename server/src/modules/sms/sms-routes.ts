import type { Router } from 'express';
import * as api from '@shared/api/sms';
import {
  SMS_CODE_SENT_MESSAGE,
  SMS_PREFERENCES_SAVED_MESSAGE,
  SMS_STOPPED_MESSAGE,
  SMS_VERIFIED_MESSAGE,
} from '@shared/messages/sms';
import { smsCodeSchema, smsPreferencesSchema, smsVerificationSchema } from '@shared/schemas/sms';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth } from '../../middleware/auth';
import { checkSmsCode, sendSmsCode } from './sms-code-service';
import { presentSmsSettings } from './sms-presenter';
import { getSmsSettings, saveSmsChoices, stopTexts, type SmsView } from './sms-service';

/**
 * An owner's own text messages (docs/product.md#text-messages); an admin's are their own too.
 * `newCode` draws the texted codes (tests pass their own; sms-code.ts's otherwise).
 */
export function smsRoutes(ctx: AppContext, options: { newCode?: () => string } = {}): Router {
  const router = createRouter();
  const present = (view: SmsView) => presentSmsSettings(view, ctx.config);

  on(router, api.getSmsSettings, requireAuth, async (req, res) => {
    res.json({ sms: present(await getSmsSettings(ctx, currentUser(req))) });
  });

  on(router, api.updateSmsPreferences, requireAuth, async (req, res) => {
    const view = await saveSmsChoices(ctx, currentUser(req), smsPreferencesSchema.parse(req.body));
    res.json({ sms: present(view), message: SMS_PREFERENCES_SAVED_MESSAGE });
  });

  on(router, api.stopTexts, requireAuth, async (req, res) => {
    const view = await stopTexts(ctx, currentUser(req));
    res.json({ sms: present(view), message: SMS_STOPPED_MESSAGE });
  });

  on(router, api.sendSmsCode, requireAuth, async (req, res) => {
    const input = smsVerificationSchema.parse(req.body);
    const view = await sendSmsCode(ctx, currentUser(req), input, { newCode: options.newCode });
    res.json({ sms: present(view), message: SMS_CODE_SENT_MESSAGE });
  });

  on(router, api.checkSmsCode, requireAuth, async (req, res) => {
    const view = await checkSmsCode(ctx, currentUser(req), smsCodeSchema.parse(req.body));
    res.json({ sms: present(view), message: SMS_VERIFIED_MESSAGE });
  });

  return router;
}
