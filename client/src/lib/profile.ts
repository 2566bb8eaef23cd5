import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/api/profiles';
import type * as api from '@shared/api/profiles';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/profile -> { profile }. docs/product.md#api-calls: a failed read counts as "no profile"
 * ('Failed to fetch profile') and is not retried. Shared by the schedule and profile screens.
 */
export async function getProfile(): Promise<Profile | null> {
  try {
    const { profile } = await callApi<typeof api.getOwnProfile>('GET', '/api/profile');
    return profile;
  } catch (error) {
    console.warn('Failed to fetch profile', error);
    return null;
  }
}

export const profileQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: getProfile,
    enabled: userId !== undefined,
  });

export function useProfile(userId: number | undefined) {
  return useQuery(profileQueryOptions(userId));
}
