import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityParams } from '@shared/schemas/activity';
import type { ActivityPage } from '@shared/api/activity';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The query string GET /api/admin/activity takes; unset parameters are left out. */
function activitySearch(params: ActivityParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/activity -> { entries, total }: one page of the audit log, newest first. */
export const getActivity = (params: ActivityParams) =>
  apiGet<ActivityPage>(`/api/admin/activity${activitySearch(params)}`);

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
