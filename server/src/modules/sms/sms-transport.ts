import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { SmsOptOutReason } from '../../db/enums';
import { createTwilioClient } from './twilio-client';
import { numberRefusalOf } from './twilio-errors';

export interface OutgoingText {
  /** The queue row's id: names the outbox file and the log lines. */
  id: number;
  kind: string;
  /** E.164. */
  to: string;
  body: string;
}

export interface SentText {
  /** The provider's id for the message (Twilio's MessageSid); null in the outbox. */
  providerMessageId: string | null;
}

/**
 * The provider refused this number for good (STOP, not a mobile, no route): retrying cannot
 * help, and the number gets no more texts.
 */
export class NumberRefusedError extends Error {
  constructor(
    readonly reason: SmsOptOutReason,
    message: string,
  ) {
    super(message);
  }
}

export interface SmsTransport {
  readonly kind: 'twilio' | 'outbox';
  send(text: OutgoingText): Promise<SentText>;
}

/**
 * Twilio when its settings are given; otherwise each text becomes a JSON file in
 * DATA_DIR/outbox-sms and a log line, as mail goes to DATA_DIR/outbox
 * (docs/product.md#text-messages).
 */
export function createSmsTransport(
  config: Pick<
    Config,
    | 'TWILIO_ACCOUNT_SID'
    | 'TWILIO_AUTH_TOKEN'
    | 'TWILIO_API_BASE_URL'
    | 'TWILIO_FROM'
    | 'TWILIO_MESSAGING_SERVICE_SID'
    | 'DATA_DIR'
    | 'APP_URL'
  >,
  logger: Logger,
): SmsTransport {
  const client = createTwilioClient(config);
  if (client) {
    const sender = config.TWILIO_MESSAGING_SERVICE_SID
      ? { messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID }
      : { from: config.TWILIO_FROM };
    return {
      kind: 'twilio',
      async send(text) {
        let message;
        try {
          message = await client.messages.create({
            ...sender,
            to: text.to,
            body: text.body,
            statusCallback: `${config.APP_URL}/api/sms/status`,
          });
        } catch (error) {
          const refusal = numberRefusalOf((error as { code?: number }).code);
          if (refusal) throw new NumberRefusedError(refusal, (error as Error).message);
          throw error;
        }
        // Never the body: a verification code is a credential.
        logger.info({ mailId: text.id, kind: text.kind, sid: message.sid }, 'text sent');
        return { providerMessageId: message.sid };
      },
    };
  }

  const outbox = path.resolve(config.DATA_DIR, 'outbox-sms');
  return {
    kind: 'outbox',
    async send(text) {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const createdAt = new Date().toISOString();
      const stamp = createdAt.replace(/[-:]/g, '').replace(/\..*$/, '');
      const file = path.join(outbox, `${stamp}-${text.id}-${text.kind}.json`);
      const content = { to: text.to, body: text.body, kind: text.kind, createdAt };
      await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
      logger.info({ mailId: text.id, kind: text.kind, file }, 'text written to outbox (no Twilio)');
      return { providerMessageId: null };
    },
  };
}
