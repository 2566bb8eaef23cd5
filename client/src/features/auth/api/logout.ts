import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type * as api from '@shared/api/auth';
import { paths } from '@/lib/paths';
import { toast } from '@/components/ui/use-toast';
import { callApi, errorMessage } from '@/lib/api-client';
import { forgetSignedInOwner } from '@/lib/owner-data-on-this-browser';
import { replaceSession, setSigningOut } from '@/lib/session';

export const logout = () => callApi<typeof api.logout>('POST', '/api/logout');

/** While still signed in, this browser stops getting the owner's pushes and forgets their data. */
const signOut = async () => {
  await forgetSignedInOwner();
  return logout();
};

/**
 * After logout the browser goes to / (docs/product.md#screens). Navigation and both toasts live
 * here, not in the caller: clearing the session unmounts protected pages (and the header) before a
 * caller's own onSuccess could run.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // The landing page clears the flag once it shows (AnonymousOnly).
      setSigningOut(true);
      replaceSession(queryClient, null);
      await navigate(paths.landing);
      toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
    },
    onError: (error) =>
      toast({
        title: 'Logout failed',
        description: errorMessage(error, 'Could not log out. Please try again.'),
        variant: 'destructive',
      }),
  });
}
