import { z } from 'zod';
import { vapidKeysMatch } from '../lib/vapid-key-pair';
import { flagSetting, optionalString } from './setting-types';

/**
 * Web push (docs/product.md#web-push): the VAPID key pair (base64url, as web-push generates
 * them) and who the push services may contact about it. Unset keys are generated once and kept
 * in the database.
 */
export const pushSettings = {
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(
        /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
        'must be a mailto: address or an https:// URL',
      )
      .optional(),
  ),
  // Tests only, like WEBHOOK_ALLOW_PRIVATE: push endpoints on private and loopback addresses.
  PUSH_ALLOW_PRIVATE: flagSetting,
};

/** Both VAPID keys or neither, and a pair that belongs together (checked without showing either). */
export function pushProblems(config: z.output<z.ZodObject<typeof pushSettings>>): string[] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (!publicKey && !privateKey) return [];
  if (!publicKey || !privateKey) {
    return [
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither to have a pair generated',
    ];
  }
  if (!vapidKeysMatch(publicKey, privateKey)) {
    return ['VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY'];
  }
  return [];
}
