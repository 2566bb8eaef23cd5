import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../constants';
import { pathId } from './common';

export const WEBHOOK_URL_MAX = 2000;
/** Endpoints at once: each change is sent to every one, so a runaway list is refused. */
export const MAX_WEBHOOKS = 20;

/**
 * An endpoint's address: http(s) only, no user name or password in it (they would be sent to
 * anyone who reads the list), no fragment. Where it may point (no private hosts) and whether
 * plain http is allowed are the server's checks, made again at every send.
 */
const webhookUrl = z
  .string({ message: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
  // abort: zod runs every check after a failed one, and the checks below parse the URL.
  .refine((value) => URL.canParse(value), {
    message: 'URL must be a full address such as https://example.com/hook',
    abort: true,
  })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  }, 'URL must start with https://')
  .refine((value) => {
    const url = new URL(value);
    return !url.username && !url.password;
  }, 'URL must not hold a user name or password')
  .refine((value) => !new URL(value).hash, 'URL must not have a #fragment')
  .transform((value) => new URL(value).toString());

/** POST /api/webhooks: where to send, and which events (at least one, each once). */
export const webhookSchema = z
  .object({
    url: webhookUrl,
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'Unknown event' }), {
        message: 'Choose at least one event',
      })
      .min(1, 'Choose at least one event')
      .max(WEBHOOK_EVENT_TYPES.length)
      .transform((events) => [...new Set(events)]),
  })
  .strict();
export type WebhookValues = z.input<typeof webhookSchema>;

/** /api/webhooks/{id}/deliveries/{deliveryId}/retry. */
export const deliveryParams = z.object({ id: pathId, deliveryId: pathId });
