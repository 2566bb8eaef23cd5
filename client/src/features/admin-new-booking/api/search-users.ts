import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/users';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const USER_SEARCH_PAGE = 20;

/** GET /api/users?q=&limit=&offset= (admin) -> { users, total }: one page of a search. */
export const searchUsers = (q: string, offset: number) =>
  callApi<typeof api.listUsers>('GET', '/api/users', {
    query: { q, limit: USER_SEARCH_PAGE, offset },
  });

export const userSearchQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.userSearch(q),
    queryFn: ({ pageParam }) => searchUsers(q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.users.length, 0);
      return loaded < last.total && last.users.length > 0 ? loaded : undefined;
    },
    // Customers sign up while the office works: a search is read again after a minute.
    staleTime: 60_000,
  });

/** Pages of one search; the previous search's list stays while the next one loads. */
export function useUserSearch(q: string, enabled: boolean) {
  return useInfiniteQuery({
    ...userSearchQueryOptions(q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
