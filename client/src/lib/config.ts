import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/system';
import { callApi } from './api-client';
import { appQueryKeys as queryKeys } from './app-query-keys';

/** GET /api/config (public): marina name, time zone, slots, website address. */
export const getConfig = () => callApi<typeof api.getConfig>('GET', '/api/config');

export const configQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.config, queryFn: getConfig });

export function useConfig() {
  return useQuery(configQueryOptions());
}
