import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityParams } from '@shared/schemas/activity';
import type * as api from '@shared/api/activity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/activity -> { entries, total }: one page of the audit log, newest first. */
export const getActivity = (params: ActivityParams) =>
  callApi<typeof api.listActivity>('GET', '/api/admin/activity', { query: params });

export const activityQueryOptions = (params: ActivityParams) =>
  queryOptions({
    queryKey: queryKeys.activity(params),
    queryFn: () => getActivity(params),
    placeholderData: keepPreviousData,
    // Other admins change things too: opening the tab reads the log afresh.
    staleTime: 0,
  });

export function useActivity(params: ActivityParams) {
  return useQuery(activityQueryOptions(params));
}
