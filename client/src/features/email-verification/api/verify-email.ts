import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailValues } from '@shared/schemas/email-verification';
import type * as api from '@shared/api/email-verification';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/verify-email { token } -> { message }; no session needed. */
export const verifyEmail = (input: VerifyEmailValues) =>
  callApi<typeof api.verifyEmail>('POST', '/api/verify-email', { body: input });

/** A signed-in owner's cached profile then reads as verified. */
export function useVerifyEmail(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
  });
}
