import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/common';
import { apiSend } from '@/lib/api-client';

/** POST /api/profile/email-verification -> { message }: the link to the preferred email again. */
export const resendVerification = () =>
  apiSend<MessageResponse>('POST', '/api/profile/email-verification', {});

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
