import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@shared/api/users';
import type { LoginInput } from '@shared/schemas/auth';
import { apiSend } from '@/lib/api-client';
import { replaceSession } from '@/lib/session';

export const login = (input: LoginInput) => apiSend<PublicUser>('POST', '/api/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}
