import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  /** The queue row's id: gives a stable Message-ID and outbox file name, so a retry is recognisable. */
  id: number;
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
 * log line, so a local install shows what would have been sent (DESIGN §7).
 */
export function createMailTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'APP_URL'>,
  logger: Logger,
): MailTransport {
  const host = new URL(config.APP_URL).hostname || 'marina.local';
  const compose = (mail: OutgoingMail) => ({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<mail-${mail.id}.${mail.kind}@${host}>`,
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
      await mkdir(outbox, { recursive: true });
      // Time first so the folder lists in sending order; the id ties the file to its queue row.
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      const file = path.join(outbox, `${stamp}-${mail.id}-${mail.kind}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info(
        {
          mailId: mail.id,
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          links: mail.links,
          file,
        },
        'mail written to outbox (no SMTP_URL)',
      );
    },
    close: () => stream.close(),
  };
}
