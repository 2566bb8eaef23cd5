import { useMutation } from '@tanstack/react-query';
import type { SmsVerificationValues } from '@shared/schemas/sms';
import type * as api from '@shared/api/sms';
import { callApi } from '@/lib/api-client';
import { useSetSmsSettings } from './get-sms-settings';

/** POST /api/sms/verification -> { sms, message }: a 6-digit code texted to the number. */
export const sendSmsCode = (values: SmsVerificationValues) =>
  callApi<typeof api.sendSmsCode>('POST', '/api/sms/verification', { body: values });

export function useSendSmsCode(userId: number | undefined) {
  const setSettings = useSetSmsSettings(userId);
  return useMutation({ mutationFn: sendSmsCode, onSuccess: ({ sms }) => setSettings(sms) });
}
