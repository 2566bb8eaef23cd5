import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@shared/schemas/auth';
import type * as api from '@shared/api/auth';
import { callApi } from '@/lib/api-client';
import { forgetPreviousOwner } from '@/lib/owner-data-on-this-browser';
import { replaceSession } from '@/lib/session';

export const login = (input: LoginInput) =>
  callApi<typeof api.login>('POST', '/api/login', { body: input });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      await forgetPreviousOwner();
      replaceSession(queryClient, user);
    },
  });
}
