import { createHmac, randomBytes } from 'node:crypto';

/** 32 random bytes: the admin copies it once, and it signs every delivery to the endpoint. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * X-Marina-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The time is
 * inside what is signed, so a receiver can refuse an old request replayed later.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
