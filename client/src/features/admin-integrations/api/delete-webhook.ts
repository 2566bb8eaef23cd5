import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/webhooks';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/webhooks/{id} (admin): the endpoint goes with its deliveries. */
export const deleteWebhook = (id: number) =>
  callApi<typeof api.deleteWebhook>('DELETE', '/api/webhooks/:id', { params: { id } });

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooksAll }),
  });
}
