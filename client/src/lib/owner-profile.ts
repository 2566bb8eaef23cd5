import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/api/profiles';
import type * as api from '@shared/api/profiles';
import { ApiError, callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/users/{id}/profile: the office reading an owner's profile, or null when the owner has
 * none. docs/product.md#api-calls: the booking panel and the new-booking form then fall back to
 * what the booking or the account holds, so a 404 is not an error. Shared by both.
 */
export async function getOwnerProfile(userId: number): Promise<Profile | null> {
  try {
    return (
      await callApi<typeof api.getUserProfile>('GET', '/api/users/:id/profile', {
        params: { id: userId },
      })
    ).profile;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Read once there is an owner: the new-booking form starts with no customer chosen. */
export const ownerProfileQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.ownerProfile(userId ?? 0),
    queryFn: () => getOwnerProfile(userId!),
    enabled: userId !== null,
  });

export function useOwnerProfile(userId: number | null) {
  return useQuery(ownerProfileQueryOptions(userId));
}
