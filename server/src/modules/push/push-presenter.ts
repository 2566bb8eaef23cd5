import type { PushDevice, PushSubscriptionView } from '@shared/api/push';
import { PUSH_MESSAGES as M } from '@shared/messages/push';
import type { PushSubscriptionRow } from './push-subscription-repository';

/** A subscription as its browser may see it: never its keys, which are the browser's own. */
export function presentPushSubscription(row: PushSubscriptionRow): PushSubscriptionView {
  return { endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
}

/** A row of /profile's device list: the browser's label, never its keys or User-Agent. */
export function presentPushDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    browser: row.browser ?? M.unknownBrowser,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastPushAt: row.lastPushAt?.toISOString() ?? null,
  };
}
