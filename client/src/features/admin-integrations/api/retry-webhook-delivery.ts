import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/webhooks';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface DeliveryRef {
  webhookId: number;
  deliveryId: number;
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/retry -> 202 { delivery }, same event id. */
export const retryWebhookDelivery = ({ webhookId, deliveryId }: DeliveryRef) =>
  callApi<typeof api.retryWebhookDelivery>(
    'POST',
    '/api/webhooks/:id/deliveries/:deliveryId/retry',
    { params: { id: webhookId, deliveryId } },
  );

/** The new attempt changes the delivery and may clear the endpoint's failing state. */
export function useRetryWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryWebhookDelivery,
    onSuccess: (_answer, { webhookId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries(webhookId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
      ]),
  });
}
