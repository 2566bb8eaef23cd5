import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MailPayload } from '../../db/mail-payload';
import {
  forgetSubscription,
  recordPushSent,
  subscriptionsOf,
} from './push-subscription-repository';
import { sendPush, type PushOutcome } from './web-push';
import { renderPush } from './push-texts';
import { vapidDetailsOf } from './vapid-keys';

/** A day: news older than that is stale by the time an offline phone comes back. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** The crew's news about today wakes a phone now; the rest may wait for the push service. */
const URGENT_KINDS = new Set<MailPayload['kind']>(['status-done', 'status-no-show']);

export const NO_BROWSER_REASON = 'held: the owner has no subscribed browser any more';

/** What the worker records for a push row. */
export type PushRowResult =
  | { kind: 'sent'; gone: number }
  | { kind: 'held'; reason: string; gone: number }
  /** Some browsers' push services failed for now: retry those only (pushedTo took it). */
  | { kind: 'retry'; reason: string; pushedTo: number[]; gone: number }
  | { kind: 'unrenderable'; error: Error };

export interface PushDeliveryOptions {
  db: Database;
  config: Config;
  site: { marinaName: string; marinaPhone: string | null };
  /** Tests only: the local push endpoint's certificate. */
  ca?: string;
  /** The worker's clock: when a browser took a push (/profile's 'Last notification'). */
  now?: () => Date;
}

/**
 * One push row: the news, encrypted for each of the owner's browsers that has not taken it yet.
 * A browser whose push service says it is gone is forgotten; when none took it and none may
 * later, the row is held rather than retried.
 */
export async function pushToBrowsers(
  row: { recipient: string; payload: MailPayload; pushedTo: number[] | null },
  options: PushDeliveryOptions,
): Promise<PushRowResult> {
  const { db, config } = options;
  const message = renderPush(options.site, row.payload);
  if (!message)
    return { kind: 'unrenderable', error: new Error(`no push is written for ${row.payload.kind}`) };
  const pushedTo = new Set(row.pushedTo ?? []);
  const waiting = (await subscriptionsOf(db, Number(row.recipient))).filter(
    (subscription) => !pushedTo.has(subscription.id),
  );
  if (waiting.length === 0) {
    return pushedTo.size > 0
      ? { kind: 'sent', gone: 0 }
      : { kind: 'held', reason: NO_BROWSER_REASON, gone: 0 };
  }
  const vapid = await vapidDetailsOf(config, db);
  const outcomes: PushOutcome[] = [];
  let gone = 0;
  for (const subscription of waiting) {
    const outcome = await sendPush(subscription, message, {
      vapid,
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: URGENT_KINDS.has(row.payload.kind) ? 'high' : 'normal',
      timeoutMs: PUSH_TIMEOUT_MS,
      allowPrivate: config.PUSH_ALLOW_PRIVATE,
      ca: options.ca,
    });
    outcomes.push(outcome);
    if (outcome.kind === 'sent') {
      pushedTo.add(subscription.id);
      await recordPushSent(db, subscription.id, options.now?.() ?? new Date());
    }
    if (outcome.kind === 'gone') {
      await forgetSubscription(db, subscription.id);
      gone++;
    }
  }
  const failed = outcomes.find((outcome) => outcome.kind === 'failed');
  if (failed) return { kind: 'retry', reason: failed.reason, pushedTo: [...pushedTo], gone };
  if (pushedTo.size > 0) return { kind: 'sent', gone };
  const why = outcomes.find((outcome) => outcome.kind !== 'sent');
  return {
    kind: 'held',
    reason: `held: ${why && 'reason' in why ? why.reason : 'no browser took it'}`,
    gone,
  };
}
