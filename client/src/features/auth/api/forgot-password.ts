import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@shared/schemas/password-reset';
import type * as api from '@shared/api/password-reset';
import { callApi } from '@/lib/api-client';

/** POST /api/forgot-password {email}: the server answers the same whether or not the account exists. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  callApi<typeof api.forgotPassword>('POST', '/api/forgot-password', { body: input });

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
