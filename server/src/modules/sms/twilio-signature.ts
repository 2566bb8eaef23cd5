import type { RequestHandler } from 'express';
import twilio from 'twilio';
import type { Config } from '../../config';
import { forbidden } from '../../lib/errors';

export const NOT_SIGNED_BY_TWILIO = 'The request is not signed by Twilio';

/**
 * Lets a webhook in only with a valid X-Twilio-Signature (docs/product.md#security: it stands in
 * for the CSRF rule here). The signature is checked over the URL Twilio was given, APP_URL plus
 * this path, never one rebuilt from the request's Host or X-Forwarded-* headers, which the sender
 * chooses. Without TWILIO_AUTH_TOKEN there is nothing to check against, so every request is
 * refused.
 */
export function requireTwilioSignature(
  config: Pick<Config, 'APP_URL' | 'TWILIO_AUTH_TOKEN'>,
  path: string,
): RequestHandler {
  const url = `${config.APP_URL}${path}`;
  return (req, _res, next) => {
    const token = config.TWILIO_AUTH_TOKEN;
    const signature = req.get('X-Twilio-Signature');
    // The parsed form (urlencoded, extended: false): strings, or arrays of a repeated field.
    const fields = (req.body ?? {}) as Record<string, unknown>;
    if (!token || !signature || !twilio.validateRequest(token, signature, url, fields)) {
      throw forbidden(NOT_SIGNED_BY_TWILIO);
    }
    next();
  };
}
