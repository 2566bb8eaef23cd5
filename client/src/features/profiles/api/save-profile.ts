import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@shared/schemas/profiles';
import type * as api from '@shared/api/profiles';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/profile -> { profile }; the answer replaces the cached profile. */
export const saveProfile = async (input: ProfileInput) =>
  (await callApi<typeof api.saveProfile>('POST', '/api/profile', { body: input })).profile;

export function useSaveProfile(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile(userId), profile),
  });
}
