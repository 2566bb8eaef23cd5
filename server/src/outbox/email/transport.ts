import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { replaceControlCharacters } from '@shared/control-characters';
import type { Config } from '../../config';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  /** The queue row's id: names the outbox file and the log lines. */
  id: number;
  /**
   * The row's random message_uuid: the Message-ID's left part. Kept with the row, so a retry or
   * a resend carries the same id (the receiver can drop the repeat), while a reset database or
   * another installation never repeats one (providers silently drop a Message-ID they have seen).
   */
  messageUuid: string;
  kind: string;
  to: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox and a
 * log line, so a local install shows what would have been sent (docs/product.md#email).
 */
export function createMailTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'APP_URL' | 'NODE_ENV'>,
  logger: Logger,
): MailTransport {
  const domain = messageIdDomain(config);
  // Every header built from stored text goes through headerText: nodemailer already folds CR/LF
  // into spaces, but other control characters would reach the subject the owner sees.
  const compose = (mail: OutgoingMail) => ({
    from: headerText(config.MAIL_FROM),
    to: headerText(mail.to),
    subject: headerText(mail.subject),
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.messageUuid}@${domain}>`,
    ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}),
  });

  if (config.SMTP_URL) {
    // Short timeouts: a hung server must fail the attempt well inside the worker's lease.
    // One pooled connection: the worker sends one message at a time, and a burst of reminders
    // reuses the connection instead of a TCP and SMTP handshake per message.
    const smtp = nodemailer.createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(compose(mail));
        // Links are not logged here: a reset link is a password-equivalent secret.
        logger.info(
          { mailId: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject },
          'mail sent',
        );
      },
      close: () => smtp.close(),
    };
  }

  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await stream.sendMail(compose(mail));
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      // Time first so the folder lists in sending order; the id ties the file to its queue row.
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      const file = path.join(outbox, `${stamp}-${mail.id}-${mail.kind}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Never the links: a reset or verification link is a credential, and logs travel (and
      // are kept) where the owner's mailbox does not. The .eml file holds them.
      logger.info(
        { mailId: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject, file },
        'mail written to outbox (no SMTP_URL)',
      );
    },
    close: () => stream.close(),
  };
}

/** Header values never hold control characters (CR/LF would start a header of their own). */
function headerText(value: string): string {
  return replaceControlCharacters(value).trim();
}

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0|)$/i;

/**
 * The Message-ID's right part: APP_URL's host, or MAIL_FROM's domain when APP_URL is a local
 * address (a development APP_URL left in production), so ids never claim to be from localhost.
 */
export function messageIdDomain(config: Pick<Config, 'APP_URL' | 'MAIL_FROM'>): string {
  const appHost = new URL(config.APP_URL).hostname;
  if (!LOCAL_HOSTS.test(appHost)) return appHost;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  const fromDomain = address.split('@')[1]?.trim().toLowerCase();
  return fromDomain && !LOCAL_HOSTS.test(fromDomain) ? fromDomain : 'marina.local';
}
