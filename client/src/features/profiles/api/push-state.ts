import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readPushState, turnOffPush, turnOnPush } from '@/lib/push-on-this-browser';

/** Whether this browser gets the signed-in user's booking news as notifications. */
export function usePushState(userId: number) {
  return useQuery({ queryKey: queryKeys.pushState(userId), queryFn: readPushState });
}

/** Turn on (after the owner's tap: the browser asks its permission then) or off. */
export function useSetPush(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush()),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.pushState(userId), state);
      // This browser joins or leaves the device list.
      void queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices(userId) });
    },
  });
}
