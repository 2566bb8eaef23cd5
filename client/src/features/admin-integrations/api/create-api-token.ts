import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/api-tokens';
import type { ApiTokenValues } from '@shared/schemas/api-tokens';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/tokens { name, scope } -> 201 { token, secret }: the secret is in this answer only. */
export const createApiToken = (values: ApiTokenValues) =>
  callApi<typeof api.createApiToken>('POST', '/api/tokens', { body: values });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
