import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Metrics } from '../metrics/metrics';
import { quietHoursEnd } from '../modules/sms/quiet-hours';
import { optOutNumber } from '../modules/sms/sms-opt-out-repository';
import { textStillWanted } from '../modules/sms/sms-recipients';
import { renderText, textSiteOf } from '../modules/sms/sms-texts';
import { NumberRefusedError, type SmsTransport } from '../modules/sms/sms-transport';
import { textMayWait } from '../modules/sms/text-urgency';
import { describe, type ChannelSender, type Outcomes } from './outcomes';
import { deferMessage, holdMessage, markMessageFailed, markMessageSent } from './outbox-repository';
import { admitUnderRecipientCap } from './recipient-cap-repository';

const TEXT_NOT_WANTED_REASON =
  'held: the number opted out, or the owner turned these texts off, since it was queued';

export interface TextSenderOptions {
  db: Database;
  config: Config;
  log: Logger;
  transport: SmsTransport;
  now: () => Date;
  outcomes: Outcomes;
  metrics?: Metrics;
}

/**
 * A text (docs/decisions/0023-text-messages.md): the same steps as a mail, with three more.
 * Quiet hours put off a text that may wait (modules/sms/text-urgency.ts) without counting a
 * try; one no longer wanted (STOP, the choice turned off since it was queued) is held; a number
 * the provider refuses for good is opted out, and the text given up at once.
 */
export function createTextSender(options: TextSenderOptions): ChannelSender {
  const { db, config, log, transport, outcomes } = options;
  const textSite = textSiteOf(config);
  const counted = options.metrics?.texts;
  return {
    async send(row, pass) {
      const now = options.now();
      if (!(await textStillWanted(db, row))) {
        await outcomes.record(() => holdMessage(db, row.id, TEXT_NOT_WANTED_REASON));
        counted?.held.inc({ kind: row.kind, reason: 'not_wanted' });
        pass.held++;
        return;
      }
      const quietEnd = quietHoursEnd(now, config.MARINA_TZ, config.SMS_QUIET_HOURS);
      if (quietEnd && textMayWait(row, now, config.MARINA_TZ)) {
        await outcomes.record(() => deferMessage(db, row.id, quietEnd));
        log.info({ mailId: row.id, kind: row.kind, until: quietEnd }, 'text put off: quiet hours');
        counted?.deferred.inc({ kind: row.kind });
        pass.deferred++;
        return;
      }
      const admitted = await admitUnderRecipientCap(db, row, {
        now,
        cap: config.SMS_MAX_PER_NUMBER_PER_DAY,
      });
      if (!admitted) {
        log.warn(
          { mailId: row.id, kind: row.kind, cap: config.SMS_MAX_PER_NUMBER_PER_DAY },
          'text held: its number reached the daily cap',
        );
        counted?.held.inc({ kind: row.kind, reason: 'cap' });
        pass.held++;
        return;
      }
      let body;
      try {
        body = renderText(textSite, row.payload);
        if (body === null) throw new Error(`no text is written for ${row.kind}`);
      } catch (error) {
        await outcomes.giveUpUnrenderable(row, error, pass);
        return;
      }
      let sent;
      try {
        sent = await transport.send({ id: row.id, kind: row.kind, to: row.recipient, body });
      } catch (error) {
        if (error instanceof NumberRefusedError) {
          await outcomes.record(async () => {
            await markMessageFailed(db, row.id, describe(error));
            await optOutNumber(db, row.recipient, error.reason);
          });
          log.warn(
            { mailId: row.id, kind: row.kind, reason: error.reason },
            'text refused: its number gets no more texts',
          );
          counted?.failed.inc({ kind: row.kind, outcome: 'number_refused' });
          pass.failed++;
          return;
        }
        await outcomes.retryOrGiveUp(row, error, pass);
        return;
      }
      await outcomes.record(() =>
        markMessageSent(db, row.id, options.now(), sent.providerMessageId),
      );
      counted?.sent.inc({ kind: row.kind });
      pass.sent++;
    },
  };
}
