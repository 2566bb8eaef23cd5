import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/webhooks';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/webhooks/{id}/deliveries -> the latest 100, newest first, each with its attempts. */
export const getWebhookDeliveries = async (webhookId: number) =>
  (
    await callApi<typeof api.listWebhookDeliveries>('GET', '/api/webhooks/:id/deliveries', {
      params: { id: webhookId },
    })
  ).deliveries;

export const webhookDeliveriesQueryOptions = (webhookId: number) =>
  queryOptions({
    queryKey: queryKeys.webhookDeliveries(webhookId),
    queryFn: () => getWebhookDeliveries(webhookId),
  });

/**
 * Read afresh each time the deliveries view opens: attempts are made by the server's queue
 * after the fact, and no live event tells the tab of them.
 */
export function useWebhookDeliveries(webhookId: number) {
  return useQuery({ ...webhookDeliveriesQueryOptions(webhookId), refetchOnMount: 'always' });
}
