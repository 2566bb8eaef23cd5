import express, { type RequestHandler, type Router } from 'express';
import * as api from '@shared/api/sms-webhooks';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { recordDeliveryStatus } from './sms-delivery-status';
import { answerInboundText } from './sms-inbound-service';
import { deliveryReportOf, inboundTextOf } from './sms-webhook-schemas';
import { presentTwimlReply } from './twiml-presenter';
import { requireTwilioSignature } from './twilio-signature';

export const INBOUND_PATH = api.receiveInboundText.path;
export const STATUS_PATH = api.receiveDeliveryStatus.path;

/**
 * Twilio posts forms. Anything else is refused before it is read, as the JSON routes refuse
 * forms (middleware/json-body.ts); a text's fields fit in far less than 16 kB.
 */
const requireFormBodies: RequestHandler = (req, res, next) => {
  if (req.is('application/x-www-form-urlencoded') === false) {
    res.status(415).json({
      message: 'Send the request body as a form (Content-Type: application/x-www-form-urlencoded)',
      code: 'unsupported_media_type',
    });
    return;
  }
  next();
};
const formBodies = [
  requireFormBodies,
  express.urlencoded({ extended: false, limit: '16kb' }),
] as const;

/**
 * Twilio's two webhooks (docs/product.md#text-messages): texts to our number, and where our texts
 * stand. app.ts mounts them before the CSRF guard and the session: Twilio sends no X-Requested-With
 * and no cookie, and its signature is the only credential. Each answers 2xx once signed, whatever
 * the fields say, since Twilio would only retry a refusal.
 */
export function smsWebhookRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(
    router,
    api.receiveInboundText,
    ...formBodies,
    requireTwilioSignature(ctx.config, INBOUND_PATH),
    async (req, res) => {
      const text = inboundTextOf(req.body);
      const reply = text ? await answerInboundText(ctx, text) : null;
      res.type('text/xml').send(presentTwimlReply(reply));
    },
  );

  on(
    router,
    api.receiveDeliveryStatus,
    ...formBodies,
    requireTwilioSignature(ctx.config, STATUS_PATH),
    async (req, res) => {
      const report = deliveryReportOf(req.body);
      if (report) {
        const outcome = await recordDeliveryStatus(ctx.db, report, ctx.now());
        if (outcome.mailId !== null) {
          req.log.info(
            {
              mailId: outcome.mailId,
              status: report.status,
              errorCode: report.errorCode,
              optedOut: outcome.optedOut,
            },
            'text delivery status',
          );
        }
      }
      res.status(204).end();
    },
  );

  return router;
}
