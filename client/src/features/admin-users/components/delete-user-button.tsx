import { useState } from 'react';
import type { AdminUserSummary } from '@shared/api-types';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';

const bookingsText = (n: number) => `${n.toLocaleString('en-US')} booking${n === 1 ? '' : 's'}`;

/** What the confirm dialog says goes with the user: their account, profile and bookings. */
export function deletionText(user: AdminUserSummary): string {
  const who = `${user.ownerName} (${user.email})`;
  if (user.activeBookings === 0) {
    return `${who} has no bookings. Their account and profile are deleted. This action cannot be undone.`;
  }
  const upcoming = user.upcomingBookings.toLocaleString('en-US');
  return `${who} has ${bookingsText(user.activeBookings)} (${upcoming} upcoming). They are deleted with the account and profile, and their slots are freed. This action cannot be undone.`;
}

/** Delete User, for non-admins only (SPEC §2, §6), after a confirm dialog. */
export function DeleteUserButton({ user }: { user: AdminUserSummary }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();

  // mutateAsync: the row (and this button) leaves the list on success, and mutate's own
  // callbacks never run once their component has unmounted.
  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      toast({
        title: 'User deleted',
        description: `${user.email} and their ${bookingsText(user.activeBookings)} were deleted.`,
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to delete user: ${errorMessage(error, 'unknown error')}`,
        variant: 'destructive',
      });
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outlineDestructive"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Delete User ${user.email}`}
      >
        Delete User
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this user?"
        description={deletionText(user)}
        cancelLabel="Keep User"
        actionLabel="Delete User"
        busyLabel="Deleting..."
        onAction={() => void confirm()}
        destructive
        busy={remove.isPending}
      />
    </>
  );
}
