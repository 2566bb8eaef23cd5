import { z } from 'zod';
import { SMS_DELIVERY_STATUSES } from '../../db/enums';
import type { DeliveryReport } from './sms-delivery-status';

/**
 * The fields we read from Twilio's webhooks (docs/product.md#text-messages); Twilio sends many
 * more, which are ignored. These are Twilio's payloads, not our API's, so they live here rather
 * than in shared/. A field that is repeated (an array) or missing fails the schema, and the request
 * is answered without effect: Twilio would only retry a refusal.
 */

/** E.164 as sms_opt_outs' check constraint has it (migration 0016). */
const e164 = z.string().regex(/^\+[1-9][0-9]{6,14}$/);

const inboundSchema = z.object({
  From: e164,
  Body: z.string().default(''),
});

export interface InboundText {
  from: string;
  body: string;
}

/** A text to our number, or null when it names no number we could text. */
export function inboundTextOf(fields: unknown): InboundText | null {
  const parsed = inboundSchema.safeParse(fields ?? {});
  return parsed.success ? { from: parsed.data.From, body: parsed.data.Body } : null;
}

const statusSchema = z.object({
  // SM for a text, MM for a picture message: 32 hexadecimal characters after.
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  // Statuses we do not keep ('read', 'canceled', 'scheduled'…) are not ours to record.
  MessageStatus: z.enum(SMS_DELIVERY_STATUSES),
  ErrorCode: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional()
    .catch(undefined),
});

/** A status callback's report, or null when it names no status we keep. */
export function deliveryReportOf(fields: unknown): DeliveryReport | null {
  const parsed = statusSchema.safeParse(fields ?? {});
  if (!parsed.success) return null;
  const { MessageSid, MessageStatus, ErrorCode } = parsed.data;
  return { sid: MessageSid, status: MessageStatus, errorCode: ErrorCode };
}
