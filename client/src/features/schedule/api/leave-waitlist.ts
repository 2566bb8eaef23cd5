import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/waitlist';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/waitlist/{id}: the owner gives up their place; the day's deadlines re-read. */
export const leaveWaitlist = (id: number) =>
  callApi<typeof api.leaveWaitlist>('DELETE', '/api/waitlist/:id', { params: { id } });

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
