import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/api/profiles';
import type * as api from '@shared/api/profiles';
import { ApiError, callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/{id}/profile (admin reading an owner's) -> the profile, or null when none. */
export async function getOwnerProfile(userId: number): Promise<Profile | null> {
  try {
    return (
      await callApi<typeof api.getUserProfile>('GET', '/api/users/:id/profile', {
        params: { id: userId },
      })
    ).profile;
  } catch (error) {
    // SPEC §7: without a profile the panel falls back to what the booking itself holds.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const ownerProfileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.ownerProfile(userId),
    queryFn: () => getOwnerProfile(userId),
  });

export function useOwnerProfile(userId: number) {
  return useQuery(ownerProfileQueryOptions(userId));
}
