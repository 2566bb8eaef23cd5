import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/common';
import type { ForgotPasswordInput } from '@shared/schemas/password-reset';
import { apiSend } from '@/lib/api-client';

/** POST /api/forgot-password {email}: the server answers the same whether or not the account exists. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiSend<MessageResponse>('POST', '/api/forgot-password', input);

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
