import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@shared/api/users';
import type * as api from '@shared/api/users';
import { ROLE_LABELS } from '@shared/role-texts';
import type { Role } from '@shared/roles';
import { callApi } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { replaceSession, setSigningOut } from '@/lib/session';

/** Whose role (the path's id) and the role they get. */
export interface RoleChange {
  id: number;
  role: Role;
}

/** PATCH /api/users/{id}/role (managers) -> { user }. The last manager stays one (409). */
export const updateUserRole = ({ id, role }: RoleChange) =>
  callApi<typeof api.setUserRole>('PATCH', '/api/users/:id/role', {
    params: { id },
    body: { role },
  });

/**
 * Every user list is re-read. A new role ends the user's sessions (docs/product.md#staff-roles),
 * this one too when a manager changed their own: they go to sign-in, told why, as after Sign Out
 * (the flag keeps the dashboard's guard from sending them there first, without the reason, and
 * from bringing them back to a tab the new role may lack). The sign-in page clears the flag.
 */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: async ({ user }) => {
      const session = queryClient.getQueryData<PublicUser | null>(queryKeys.session);
      if (session?.id === user.id && session.role !== user.role) {
        setSigningOut(true);
        replaceSession(queryClient, null);
        await navigate(paths.auth, {
          replace: true,
          state: { notice: `Your role is now ${ROLE_LABELS[user.role]}. Sign in again.` },
        });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.usersAll });
    },
  });
}
