import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/waitlist';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/waitlist -> { entries }: the deadlines the owner queues for, each with their place
 * in line. /my-bookings lists them; the schedule marks their deadlines.
 */
export const getWaitlist = async () =>
  (await callApi<typeof api.listWaitlist>('GET', '/api/waitlist')).entries;

export const waitlistQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.waitlist(userId),
    queryFn: getWaitlist,
    enabled: userId !== undefined,
  });

/**
 * `live`: places in line move as others leave or are booked, so the list of them (/my-bookings)
 * re-reads on each visit and on focus.
 */
export function useWaitlist(userId: number | undefined, { live = false } = {}) {
  return useQuery({
    ...waitlistQueryOptions(userId),
    ...(live && { staleTime: 0, refetchOnWindowFocus: true }),
  });
}

/** DELETE /api/waitlist/{id}: the owner gives up their place; the days' deadlines re-read. */
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
