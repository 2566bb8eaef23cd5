import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/capacity/days?from&to -> each date's deadlines: capacity, booked, closed. */
export const getCapacityDays = (from: string, to: string) =>
  callApi<typeof api.getCapacityDays>('GET', '/api/admin/capacity/days', { query: { from, to } });

export const capacityDaysQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.capacityDays(from, to),
    queryFn: () => getCapacityDays(from, to),
    // Paging months keeps the last month on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useCapacityDays(from: string, to: string) {
  return useQuery(capacityDaysQueryOptions(from, to));
}
