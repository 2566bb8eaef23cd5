import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/waitlist';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/waitlist -> { entries }: the owner's waiting entries, each with its place in line. */
export const getWaitlist = async () =>
  (await callApi<typeof api.listWaitlist>('GET', '/api/waitlist')).entries;

export const waitlistQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.waitlist(userId),
    queryFn: getWaitlist,
    enabled: userId !== undefined,
    // Places in line move as others leave or are booked: re-read on each visit and on focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useWaitlist(userId: number | undefined) {
  return useQuery(waitlistQueryOptions(userId));
}
