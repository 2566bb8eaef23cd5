import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@shared/schemas/password-reset';
import type * as api from '@shared/api/password-reset';
import { callApi } from '@/lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  callApi<typeof api.resetPassword>('POST', '/api/reset-password', { body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
