import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/users';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/users/{id} (admin): the owner goes with their profile and bookings. */
export const deleteUser = (id: number) =>
  callApi<typeof api.deleteUser>('DELETE', '/api/users/:id', { params: { id } });

/** Their bookings leave the admin lists and free their slots, so those are re-read too. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.usersAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
      ]);
    },
  });
}
