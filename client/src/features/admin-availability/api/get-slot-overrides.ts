import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotOverridesResponse } from '@shared/api/slot-overrides';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/slot-overrides?from= -> { overrides } from that date on, by date. */
export const getSlotOverrides = async (from: string) =>
  (await apiGet<SlotOverridesResponse>(`/api/admin/slot-overrides?from=${from}`)).overrides;

export const slotOverridesQueryOptions = (from: string) =>
  queryOptions({ queryKey: queryKeys.slotOverrides(from), queryFn: () => getSlotOverrides(from) });

export function useSlotOverrides(from: string) {
  return useQuery(slotOverridesQueryOptions(from));
}
