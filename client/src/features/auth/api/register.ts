import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@shared/api/users';
import type { RegisterInput } from '@shared/schemas/auth';
import { apiSend } from '@/lib/api-client';
import { replaceSession } from '@/lib/session';

export type RegisterPayload = RegisterInput & { isAdmin: false; preferredEmail: string };

export const registerAccount = (input: RegisterPayload) =>
  apiSend<PublicUser>('POST', '/api/register', input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}
