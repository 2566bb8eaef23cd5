import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsSettings } from '@shared/api/sms';
import type * as api from '@shared/api/sms';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/sms -> { sms }: the owner's mobile, a code pending, what they receive. */
export const getSmsSettings = async () =>
  (await callApi<typeof api.getSmsSettings>('GET', '/api/sms')).sms;

export const smsSettingsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.smsSettings(userId),
    queryFn: getSmsSettings,
    enabled: userId !== undefined,
  });

export function useSmsSettings(userId: number | undefined) {
  return useQuery(smsSettingsQueryOptions(userId));
}

/** Every text-message write answers with the whole state: it replaces the cached one. */
export function useSetSmsSettings(userId: number | undefined) {
  const queryClient = useQueryClient();
  return (sms: SmsSettings) => queryClient.setQueryData(queryKeys.smsSettings(userId), sms);
}
