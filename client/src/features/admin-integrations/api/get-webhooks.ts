import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/webhooks';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/webhooks (admin) -> the endpoints, newest first, without their signing secrets. */
export const getWebhooks = async () =>
  (await callApi<typeof api.listWebhooks>('GET', '/api/webhooks')).webhooks;

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.webhooks, queryFn: getWebhooks });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
