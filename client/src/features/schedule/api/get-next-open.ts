import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/availability';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/timeslots/next-open (public): the first bookable deadline on or after `from`. */
export const getNextOpenDeadline = async (from: string) =>
  (await callApi<typeof api.getNextOpen>('GET', '/api/timeslots/next-open', { query: { from } }))
    .next;

export const nextOpenQueryOptions = (from: string | null) =>
  queryOptions({
    queryKey: queryKeys.nextOpenDeadline(from ?? ''),
    queryFn: () => getNextOpenDeadline(from!),
    enabled: from !== null,
    staleTime: 60_000,
  });

/** Asked only when the chosen day has nothing open (`from` is null otherwise). */
export function useNextOpenDeadline(from: string | null) {
  return useQuery(nextOpenQueryOptions(from));
}
