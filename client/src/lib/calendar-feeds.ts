import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedScope } from '@shared/schemas/calendar-feeds';
import type * as api from '@shared/api/calendar-feeds';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The private calendar feeds: the owner's own (profile page) and the office's yard feed (admin
 * dashboard). Here rather than in a feature because both screens use them.
 */
export const calendarFeedsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.calendarFeeds(userId),
    queryFn: () => callApi<typeof api.getCalendarFeeds>('GET', '/api/calendar/feeds'),
    enabled: userId !== undefined,
  });

export function useCalendarFeeds(userId: number | undefined) {
  return useQuery(calendarFeedsQueryOptions(userId));
}

/** POST /api/calendar/feeds/{scope}: a new link (the old one, if any, stops working). */
export function useCreateCalendarFeed(userId: number | undefined, scope: FeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi<typeof api.createCalendarFeed>('POST', '/api/calendar/feeds/:scope', {
        params: { scope },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeeds(userId) }),
  });
}

/** DELETE /api/calendar/feeds/{scope}: the link stops working. */
export function useTurnOffCalendarFeed(userId: number | undefined, scope: FeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi<typeof api.removeCalendarFeed>('DELETE', '/api/calendar/feeds/:scope', {
        params: { scope },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeeds(userId) }),
  });
}

/** The feed URL with the yard's service filter (`?serviceType=launch`), or as made. */
export function withServiceType(url: string, serviceType: string | undefined): string {
  if (!serviceType) return url;
  const parsed = new URL(url);
  parsed.searchParams.set('serviceType', serviceType);
  return parsed.toString();
}
