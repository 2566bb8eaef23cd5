import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/waitlist';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/waitlist -> { entries }: the deadlines the owner queues for, so the schedule shows
 * their place in line. The same read (and cache key) as /my-bookings' list.
 */
export const getMyWaitlist = async () =>
  (await callApi<typeof api.listWaitlist>('GET', '/api/waitlist')).entries;

export const myWaitlistQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.waitlist(userId),
    queryFn: getMyWaitlist,
    enabled: userId !== undefined,
  });

export function useMyWaitlist(userId: number | undefined) {
  return useQuery(myWaitlistQueryOptions(userId));
}
