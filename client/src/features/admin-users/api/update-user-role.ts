import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@shared/api/users';
import type * as api from '@shared/api/users';
import type { UserRoleInput } from '@shared/schemas/users';
import { homeFor } from '@/lib/paths';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { replaceSession } from '@/lib/session';

/** Whose role (the path's id) and the body PATCH sends. */
export type RoleChange = UserRoleInput & { id: number };

/** PATCH /api/users/{id}/role (admin) -> { user }. The last admin cannot be demoted (409). */
export const updateUserRole = ({ id, isAdmin }: RoleChange) =>
  callApi<typeof api.setUserRole>('PATCH', '/api/users/:id/role', {
    params: { id },
    body: { isAdmin },
  });

/**
 * Every user list is re-read. An admin who removed their own role leaves the dashboard for
 * their new home first, so the page does not flash Access Denied; then the session follows.
 */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: async ({ user }) => {
      const session = queryClient.getQueryData<PublicUser | null>(queryKeys.session);
      if (session?.id === user.id && !user.isAdmin) {
        await navigate(homeFor(user), { replace: true });
        // Nothing read as an admin stays in the cache of someone who no longer is one.
        replaceSession(queryClient, user);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.usersAll });
    },
  });
}
