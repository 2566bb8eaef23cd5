import { z } from 'zod';
import { defineRoute } from './route';

/*
 * Twilio's webhooks (docs/product.md#text-messages): Twilio posts forms of its own fields, signed
 * over the URL and those fields. The fields we read are Twilio's, not our API's, so their schemas
 * stay with the server (modules/sms/sms-webhook-schemas.ts) and no body is described here.
 */

export const receiveInboundText = defineRoute({
  method: 'POST',
  path: '/api/sms/inbound',
  summary: 'Twilio: a text to the marina’s number (STOP, START, HELP); answered in TwiML',
  tag: 'Twilio webhooks',
  access: 'signed-webhook',
  // `<Response/>`, or one `<Message>` replying to the text.
  responses: {
    200: z
      .string()
      .regex(
        /^<\?xml version="1.0" encoding="UTF-8"\?><Response(\/>|><Message>[^<]+<\/Message><\/Response>)$/,
      ),
  },
  errors: [],
  content: 'twiml',
});

export const receiveDeliveryStatus = defineRoute({
  method: 'POST',
  path: '/api/sms/status',
  summary: 'Twilio: where a text the marina sent stands; answered with nothing',
  tag: 'Twilio webhooks',
  access: 'signed-webhook',
  responses: { 204: z.null() },
  errors: [],
});
