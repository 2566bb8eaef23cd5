import { useMutation } from '@tanstack/react-query';
import type { SmsCodeValues } from '@shared/schemas/sms';
import type * as api from '@shared/api/sms';
import { callApi } from '@/lib/api-client';
import { useSetSmsSettings } from './get-sms-settings';

/** POST /api/sms/verification/check -> { sms, message }: the number is verified, texts on. */
export const checkSmsCode = (values: SmsCodeValues) =>
  callApi<typeof api.checkSmsCode>('POST', '/api/sms/verification/check', { body: values });

export function useCheckSmsCode(userId: number | undefined) {
  const setSettings = useSetSmsSettings(userId);
  return useMutation({ mutationFn: checkSmsCode, onSuccess: ({ sms }) => setSettings(sms) });
}
