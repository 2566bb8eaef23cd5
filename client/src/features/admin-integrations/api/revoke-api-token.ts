import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/api-tokens';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/tokens/{id} (admin): the token stops working at once. */
export const revokeApiToken = (id: number) =>
  callApi<typeof api.revokeApiToken>('DELETE', '/api/tokens/:id', { params: { id } });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
