import { useMutation } from '@tanstack/react-query';
import type * as api from '@shared/api/sms';
import { callApi } from '@/lib/api-client';
import { useSetSmsSettings } from './get-sms-settings';

/** DELETE /api/sms -> { sms, message }: the number is forgotten and no text goes out. */
export const stopTexts = () => callApi<typeof api.stopTexts>('DELETE', '/api/sms');

export function useStopTexts(userId: number | undefined) {
  const setSettings = useSetSmsSettings(userId);
  return useMutation({ mutationFn: stopTexts, onSuccess: ({ sms }) => setSettings(sms) });
}
