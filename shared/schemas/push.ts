import { z } from 'zod';
import { PUSH_MESSAGES as M } from '../messages/push';

/** Browsers a user may have subscribed at once; a new one past this drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** Push services' endpoints run to a few hundred characters; this leaves room and no more. */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const hasCredentials = (value: string) => {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
};

/** An https URL as PushSubscription.endpoint gives it; printable ASCII only (no spaces). */
const endpoint = z
  .string({ message: M.endpointRequired })
  .min(1, M.endpointRequired)
  .max(MAX_PUSH_ENDPOINT_LENGTH, M.endpointTooLong)
  .regex(/^[\x21-\x7e]+$/, M.endpointHttps)
  .refine(isHttpsUrl, M.endpointHttps)
  .refine((value) => !hasCredentials(value), M.endpointCredentials);

/**
 * Base64url without padding, as PushSubscription.toJSON() writes the keys. 65 bytes are 87
 * characters, the first 'B' (the 0x04 of an uncompressed point) and the last carrying two unused
 * zero bits; 16 bytes are 22, the last carrying four. The server checks the point is on the curve.
 */
const p256dh = z
  .string({ message: M.p256dh })
  .regex(/^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$/, M.p256dh);
const auth = z.string({ message: M.auth }).regex(/^[A-Za-z0-9_-]{21}[AQgw]$/, M.auth);

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives (expirationTime ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh, auth }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionValues = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the endpoint this browser stops receiving at. */
export const pushUnsubscribeSchema = z.object({ endpoint });
export type PushUnsubscribeValues = z.output<typeof pushUnsubscribeSchema>;
