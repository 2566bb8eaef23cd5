import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/api/profiles';
import type * as api from '@shared/api/profiles';
import { ApiError, callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/users/{id}/profile -> { profile }. A customer without a profile answers 404: SPEC §7
 * says the form then falls back to the user's own data, so that reads as null, not an error.
 */
export async function getCustomerProfile(userId: number): Promise<Profile | null> {
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

export const customerProfileQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.ownerProfile(userId ?? 0),
    queryFn: () => getCustomerProfile(userId!),
    enabled: userId !== null,
  });

export function useCustomerProfile(userId: number | null) {
  return useQuery(customerProfileQueryOptions(userId));
}
