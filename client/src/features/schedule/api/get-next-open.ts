import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/availability';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/timeslots/next-open (public): the first bookable deadline on or after `from`, for
 * the chosen boat (`boatId`) when there is one: a deadline no lift of its size has room on is
 * not open to it.
 */
export const getNextOpenDeadline = async (from: string, boatId: number | null) =>
  (
    await callApi<typeof api.getNextOpen>('GET', '/api/timeslots/next-open', {
      query: { from, boatId: boatId ?? undefined },
    })
  ).next;

export const nextOpenQueryOptions = (from: string | null, boatId: number | null = null) =>
  queryOptions({
    queryKey: queryKeys.nextOpenDeadline(from ?? '', boatId),
    queryFn: () => getNextOpenDeadline(from!, boatId),
    enabled: from !== null,
    staleTime: 60_000,
  });

/** Asked only when the chosen day has nothing open (`from` is null otherwise). */
export function useNextOpenDeadline(from: string | null, boatId: number | null = null) {
  return useQuery(nextOpenQueryOptions(from, boatId));
}
