import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/api-tokens';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/tokens (admin) -> every admin's tokens, newest first, without their secrets. */
export const getApiTokens = async () =>
  (await callApi<typeof api.listApiTokens>('GET', '/api/tokens')).tokens;

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apiTokens, queryFn: getApiTokens });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
