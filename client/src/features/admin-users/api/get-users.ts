import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@shared/api/users';
import type { AdminUserListParams } from '@shared/schemas/users';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The query string GET /api/users takes; unset parameters are left out (the server refuses extras). */
function usersSearch(params: AdminUserListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  if (params.offset) search.set('offset', String(params.offset));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/users (admin) -> { users, total }: one page of users, searched, with booking counts. */
export const getUsers = (params: AdminUserListParams) =>
  apiGet<AdminUserList>(`/api/users${usersSearch(params)}`);

export const usersQueryOptions = (params: AdminUserListParams) =>
  queryOptions({
    queryKey: queryKeys.userList(params),
    queryFn: () => getUsers(params),
    // Typing a search or paging keeps the last page on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useUsers(params: AdminUserListParams) {
  return useQuery(usersQueryOptions(params));
}
