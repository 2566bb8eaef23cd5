import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/push';
import { callApi } from '@/lib/api-client';
import { turnOffPush } from '@/lib/push-on-this-browser';
import { queryKeys } from '@/lib/query-keys';
import type { PushDeviceRow } from './get-push-devices';

/** DELETE /api/push/subscriptions/{id} -> 204: another of the user's browsers gets no more. */
export const removePushDevice = (id: number) =>
  callApi<typeof api.deletePushDevice>('DELETE', '/api/push/subscriptions/:id', {
    params: { id },
  });

/**
 * Removes a device from the list. This browser's own row is turned off as its button would:
 * removed on the server alone, the browser's subscription would be saved again at the next read.
 */
export function useRemovePushDevice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (device: PushDeviceRow) => {
      if (!device.thisBrowser) return removePushDevice(device.id);
      queryClient.setQueryData(queryKeys.pushState(userId), await turnOffPush());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices(userId) }),
  });
}
