import { useMutation } from '@tanstack/react-query';
import type * as api from '@shared/api/email-verification';
import { callApi } from '@/lib/api-client';

/** POST /api/profile/email-verification -> { message }: the link to the preferred email again. */
export const resendVerification = () =>
  callApi<typeof api.resendVerification>('POST', '/api/profile/email-verification');

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
