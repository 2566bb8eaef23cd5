import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

/** POST /api/forgot-password {email}: the server answers the same whether or not the account exists. */
export const requestPasswordReset = (input: { email: string }) =>
  apiSend<unknown>('POST', '/api/forgot-password', input);

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
