import { useMutation } from '@tanstack/react-query';
import type { SmsSettingsResponse } from '@shared/api/sms';
import type { SmsVerificationValues } from '@shared/schemas/sms';
import { apiSend } from '@/lib/api-client';
import { useSetSmsSettings } from './get-sms-settings';

/** POST /api/sms/verification -> { sms, message }: a 6-digit code texted to the number. */
export const sendSmsCode = (values: SmsVerificationValues) =>
  apiSend<SmsSettingsResponse>('POST', '/api/sms/verification', values);

export function useSendSmsCode(userId: number | undefined) {
  const setSettings = useSetSmsSettings(userId);
  return useMutation({ mutationFn: sendSmsCode, onSuccess: ({ sms }) => setSettings(sms) });
}
