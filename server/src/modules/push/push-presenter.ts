import type { PushSubscriptionView } from '@shared/api/push';
import type { PushSubscriptionRow } from '../../push/push-subscriptions';

/** A subscription as its browser may see it: never its keys, which are the browser's own. */
export function presentPushSubscription(row: PushSubscriptionRow): PushSubscriptionView {
  return { endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
}
