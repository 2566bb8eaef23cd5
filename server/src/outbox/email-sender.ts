import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Metrics } from '../metrics/metrics';
import { renderMail } from './email/templates';
import type { MailTransport } from './email/transport';
import type { ChannelSender, Outcomes } from './outcomes';
import { markMessageSent } from './outbox-repository';
import { admitUnderRecipientCap } from './recipient-cap-repository';

export interface EmailSenderOptions {
  db: Database;
  config: Config;
  log: Logger;
  transport: MailTransport;
  now: () => Date;
  outcomes: Outcomes;
  metrics?: Metrics;
}

/**
 * A mail: under the recipient's daily cap (MAIL_MAX_PER_RECIPIENT_PER_DAY), rendered from its
 * payload when sent, then handed to SMTP or the outbox folder (email/transport.ts).
 */
export function createEmailSender(options: EmailSenderOptions): ChannelSender {
  const { db, config, log, transport, outcomes } = options;
  const counted = options.metrics?.mail;
  return {
    async send(row, pass) {
      const admitted = await admitUnderRecipientCap(db, row, {
        now: options.now(),
        cap: config.MAIL_MAX_PER_RECIPIENT_PER_DAY,
      });
      if (!admitted) {
        // No address in the log: it is the flooded person's, and the count says enough.
        log.warn(
          { mailId: row.id, kind: row.kind, cap: config.MAIL_MAX_PER_RECIPIENT_PER_DAY },
          'mail held: its recipient reached the daily cap',
        );
        counted?.held.inc({ kind: row.kind });
        pass.held++;
        return;
      }
      let rendered;
      try {
        rendered = renderMail(
          {
            marinaName: config.MARINA_NAME,
            appUrl: config.APP_URL,
            timeZone: config.MARINA_TZ,
            mailFrom: config.MAIL_FROM,
            now: options.now(),
          },
          row.payload,
        );
      } catch (error) {
        await outcomes.giveUpUnrenderable(row, error, pass);
        return;
      }
      try {
        await transport.send({
          ...rendered,
          id: row.id,
          messageUuid: row.messageUuid,
          kind: row.kind,
          to: row.recipient,
        });
      } catch (error) {
        await outcomes.retryOrGiveUp(row, error, pass);
        return;
      }
      await outcomes.record(() => markMessageSent(db, row.id, options.now()));
      counted?.sent.inc({ kind: row.kind });
      pass.sent++;
    },
  };
}
