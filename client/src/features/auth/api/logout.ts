import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { replaceSession } from '@/lib/session';

export const logout = () => apiSend<unknown>('POST', '/api/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => replaceSession(queryClient, null),
  });
}
