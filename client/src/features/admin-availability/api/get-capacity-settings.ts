import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CapacitySettings } from '@shared/api/capacity';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/capacity -> each deadline's default capacity and SLOT_CAPACITY. */
export const getCapacitySettings = () => apiGet<CapacitySettings>('/api/admin/capacity');

export const capacitySettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.capacitySettings, queryFn: getCapacitySettings });

export function useCapacitySettings() {
  return useQuery(capacitySettingsQueryOptions());
}
