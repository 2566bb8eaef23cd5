import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerBookingInput } from '@shared/schemas/bookings';
import type * as api from '@shared/api/waitlist';
import type { WaitlistEntry } from '@shared/api/waitlist';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/waitlist -> { entry }: the owner queues for a full deadline. */
export const joinWaitlist = async (input: OwnerBookingInput) =>
  (await callApi<typeof api.joinWaitlist>('POST', '/api/waitlist', { body: input })).entry;

export function useJoinWaitlist(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    // The new place in line shows at once, before the list is read again.
    onSuccess: (entry) =>
      queryClient.setQueryData<WaitlistEntry[]>(queryKeys.waitlist(userId), (entries = []) => [
        ...entries.filter((item) => item.id !== entry.id),
        entry,
      ]),
    onSettled: () => {
      // A refusal may mean a place opened meanwhile: the picker re-reads the day.
      void queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll });
      void queryClient.invalidateQueries({ queryKey: ['waitlist'] });
    },
  });
}
