import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export interface ResetPasswordPayload {
  token: string;
  email: string;
  newPassword: string;
  confirmPassword?: string;
}

export const resetPassword = (input: ResetPasswordPayload) =>
  apiSend<unknown>('POST', '/api/reset-password', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
