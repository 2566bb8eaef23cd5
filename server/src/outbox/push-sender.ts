import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { pushToBrowsers } from '../modules/push/push-delivery';
import { textSiteOf } from '../modules/sms/sms-texts';
import type { ChannelSender, Outcomes } from './outcomes';
import { holdMessage, markMessageSent, recordPushedTo } from './outbox-repository';

export interface PushSenderOptions {
  db: Database;
  config: Config;
  log: Logger;
  now: () => Date;
  outcomes: Outcomes;
  /** Tests only: the certificate of the local push endpoint, trusted besides the system's. */
  ca?: string;
}

/**
 * A push: to each of the owner's subscribed browsers, no quiet hours and no daily cap
 * (docs/decisions/0027-web-push.md). Browsers that took it are kept on the row, so a retry
 * after another browser's push service failed goes to that one alone.
 */
export function createPushSender(options: PushSenderOptions): ChannelSender {
  const { db, config, log, outcomes } = options;
  // A push names the marina as a text does.
  const site = textSiteOf(config);
  return {
    async send(row, pass) {
      const result = await pushToBrowsers(row, {
        db,
        config,
        site,
        ca: options.ca,
        now: options.now,
      });
      if (result.kind === 'unrenderable') {
        return outcomes.giveUpUnrenderable(row, result.error, pass);
      }
      if (result.gone > 0)
        log.info({ mailId: row.id, gone: result.gone }, 'push subscriptions gone');
      if (result.kind === 'retry') {
        await outcomes.record(() => recordPushedTo(db, row.id, result.pushedTo));
        return outcomes.retryOrGiveUp(row, new Error(result.reason), pass);
      }
      if (result.kind === 'held') {
        await outcomes.record(() => holdMessage(db, row.id, result.reason));
        pass.held++;
        return;
      }
      await outcomes.record(() => markMessageSent(db, row.id, options.now()));
      pass.sent++;
    },
  };
}
