import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserListParams } from '@shared/schemas/users';
import type * as api from '@shared/api/users';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users's parameters; a first page leaves offset out. */
const usersQuery = ({ q, limit, offset }: AdminUserListParams) => ({
  q,
  limit,
  offset: offset || undefined,
});

/** GET /api/users (admin) -> { users, total }: one page of users, searched, with booking counts. */
export const getUsers = (params: AdminUserListParams) =>
  callApi<typeof api.listUsers>('GET', '/api/users', { query: usersQuery(params) });

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
