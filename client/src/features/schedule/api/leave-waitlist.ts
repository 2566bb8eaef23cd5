import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemovedResponse } from '@shared/api/common';
import { apiSend } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/waitlist/{id}: the owner gives up their place; the day's deadlines re-read. */
export const leaveWaitlist = (id: number) =>
  apiSend<RemovedResponse>('DELETE', `/api/waitlist/${id}`);

export function useLeaveWaitlist(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.waitlist(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
      ]),
  });
}
