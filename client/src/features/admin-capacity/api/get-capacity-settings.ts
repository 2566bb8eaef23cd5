import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/capacity -> each deadline's default capacity and SLOT_CAPACITY. */
export const getCapacitySettings = () =>
  callApi<typeof api.getCapacitySettings>('GET', '/api/admin/capacity');

export const capacitySettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.capacitySettings, queryFn: getCapacitySettings });

export function useCapacitySettings() {
  return useQuery(capacitySettingsQueryOptions());
}
