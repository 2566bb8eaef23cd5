import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemovedResponse } from '@shared/api/common';
import { apiSend } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/waitlist/{id}: the owner leaves a queue. */
export const leaveWaitlist = (id: number) =>
  apiSend<RemovedResponse>('DELETE', `/api/waitlist/${id}`);

export function useLeaveWaitlist(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.waitlist(userId) }),
  });
}
