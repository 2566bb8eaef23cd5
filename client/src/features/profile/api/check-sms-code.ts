import { useMutation } from '@tanstack/react-query';
import type { SmsSettingsResponse } from '@shared/api/sms';
import type { SmsCodeValues } from '@shared/schemas/sms';
import { apiSend } from '@/lib/api-client';
import { useSetSmsSettings } from './get-sms-settings';

/** POST /api/sms/verification/check -> { sms, message }: the number is verified, texts on. */
export const checkSmsCode = (values: SmsCodeValues) =>
  apiSend<SmsSettingsResponse>('POST', '/api/sms/verification/check', values);

export function useCheckSmsCode(userId: number | undefined) {
  const setSettings = useSetSmsSettings(userId);
  return useMutation({ mutationFn: checkSmsCode, onSuccess: ({ sms }) => setSettings(sms) });
}
