import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/slot-overrides?from= -> { overrides } from that date on, by date. */
export const getSlotOverrides = async (from: string) =>
  (
    await callApi<typeof api.listSlotOverrides>('GET', '/api/admin/slot-overrides', {
      query: { from },
    })
  ).overrides;

export const slotOverridesQueryOptions = (from: string) =>
  queryOptions({ queryKey: queryKeys.slotOverrides(from), queryFn: () => getSlotOverrides(from) });

export function useSlotOverrides(from: string) {
  return useQuery(slotOverridesQueryOptions(from));
}
