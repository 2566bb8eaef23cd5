import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/common';
import type { ResetPasswordInput } from '@shared/schemas/password-reset';
import { apiSend } from '@/lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  apiSend<MessageResponse>('POST', '/api/reset-password', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
