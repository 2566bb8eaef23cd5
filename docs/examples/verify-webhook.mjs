import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a delivery may be, in seconds: an older one may be a replay of a captured request. */
const TOLERANCE_SECONDS = 300;

/**
 * True when X-Marina-Signature (`t=<unix seconds>,v1=<hex>`) is the HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint's secret, and t is recent. Pass the body exactly as it
 * arrived (a string or a Buffer), before any JSON parsing.
 */
export function verifyWebhook(rawBody, signatureHeader, secret, nowMs = Date.now()) {
  const fields = new Map(
    String(signatureHeader ?? '')
      .split(',')
      .map((part) => part.split('=')),
  );
  const t = fields.get('t') ?? '';
  const v1 = fields.get('v1') ?? '';
  if (!/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(nowMs / 1000 - Number(t)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
