import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/common';
import type { VerifyEmailValues } from '@shared/schemas/email-verification';
import { apiSend } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/verify-email { token } -> { message }; no session needed. */
export const verifyEmail = (input: VerifyEmailValues) =>
  apiSend<MessageResponse>('POST', '/api/verify-email', input);

/** A signed-in owner's cached profile then reads as verified. */
export function useVerifyEmail(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
  });
}
