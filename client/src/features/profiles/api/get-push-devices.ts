import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushDevice } from '@shared/api/push';
import type * as api from '@shared/api/push';
import { callApi } from '@/lib/api-client';
import { thisBrowserEndpoint } from '@/lib/push-on-this-browser';
import { queryKeys } from '@/lib/query-keys';

export type PushDeviceRow = PushDevice & { thisBrowser: boolean };

/**
 * GET /api/push/subscriptions -> { subscriptions }: the user's browsers that get their news,
 * the one this page runs in marked (the server cannot tell which it is; the browser can).
 */
export async function getPushDevices(): Promise<PushDeviceRow[]> {
  const [{ subscriptions }, here] = await Promise.all([
    callApi<typeof api.listPushDevices>('GET', '/api/push/subscriptions'),
    thisBrowserEndpoint(),
  ]);
  return subscriptions.map((device) => ({ ...device, thisBrowser: device.endpoint === here }));
}

export const pushDevicesQueryOptions = (userId: number | undefined, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.pushDevices(userId),
    queryFn: getPushDevices,
    enabled: enabled && userId !== undefined,
  });

/** `enabled` waits for the card's own read, which saves this browser's subscription again. */
export function usePushDevices(userId: number | undefined, enabled = true) {
  return useQuery(pushDevicesQueryOptions(userId, enabled));
}
