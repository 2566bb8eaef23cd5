import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsSettings } from '@shared/api/sms';
import type { SmsPreferencesValues } from '@shared/schemas/sms';
import type * as api from '@shared/api/sms';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/sms -> { sms, message }: any of confirmations, reminders, status. */
export const updateSmsPreferences = (values: SmsPreferencesValues) =>
  callApi<typeof api.updateSmsPreferences>('PATCH', '/api/sms', { body: values });

const mutationKey = ['sms', 'preferences'];

/**
 * A choice shows at once (optimistic) and goes back when the server refuses. While another
 * choice is still saving, an answer would undo that one's optimistic tick, so only the last
 * save to settle writes the server's state. A refusal may mean the state changed elsewhere
 * (texts stopped in another tab): the settings are read again.
 */
export function useUpdateSmsPreferences(userId: number | undefined) {
  const queryClient = useQueryClient();
  const key = queryKeys.smsSettings(userId);
  const othersSaving = () => queryClient.isMutating({ mutationKey }) > 1;
  return useMutation({
    mutationKey,
    mutationFn: updateSmsPreferences,
    onMutate: async (values) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SmsSettings>(key);
      if (before) queryClient.setQueryData<SmsSettings>(key, { ...before, ...values });
      return { before, values };
    },
    onError: (_error, _values, context) => {
      const now = queryClient.getQueryData<SmsSettings>(key);
      if (context?.before && now) {
        // Only this choice goes back: another saved meanwhile keeps its tick.
        const undo = Object.fromEntries(
          Object.keys(context.values).map((name) => [
            name,
            context.before?.[name as keyof SmsPreferencesValues],
          ]),
        );
        queryClient.setQueryData<SmsSettings>(key, { ...now, ...undo });
      }
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: ({ sms }) => {
      if (!othersSaving()) queryClient.setQueryData(key, sms);
    },
  });
}
