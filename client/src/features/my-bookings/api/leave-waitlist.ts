import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/waitlist';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/waitlist/{id}: the owner leaves a queue. */
export const leaveWaitlist = (id: number) =>
  callApi<typeof api.leaveWaitlist>('DELETE', '/api/waitlist/:id', { params: { id } });

export function useLeaveWaitlist(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.waitlist(userId) }),
  });
}
