import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/webhooks';
import type { WebhookValues } from '@shared/schemas/webhooks';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/webhooks { url, events } -> 201 { webhook, secret }: the secret is shown once. */
export const createWebhook = (values: WebhookValues) =>
  callApi<typeof api.createWebhook>('POST', '/api/webhooks', { body: values });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
}
