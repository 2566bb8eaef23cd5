import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@shared/schemas/auth';
import type * as api from '@shared/api/auth';
import { callApi } from '@/lib/api-client';
import { forgetPreviousOwner } from '@/lib/owner-data-on-this-browser';
import { replaceSession } from '@/lib/session';

export type RegisterPayload = RegisterInput & { isAdmin: false; preferredEmail: string };

export const registerAccount = (input: RegisterPayload) =>
  callApi<typeof api.register>('POST', '/api/register', { body: input });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: async (user) => {
      await forgetPreviousOwner();
      replaceSession(queryClient, user);
    },
  });
}
