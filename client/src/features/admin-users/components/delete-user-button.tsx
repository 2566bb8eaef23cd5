import type { AdminUserSummary } from '@shared/api/users';
import { DeleteButton } from '@/components/delete-button';
import { toast } from '@/components/ui/use-toast';
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

/** Delete User, for non-admins only (docs/product.md#screens, #roles), after a confirm dialog. */
export function DeleteUserButton({ user }: { user: AdminUserSummary }) {
  const remove = useDeleteUser();
  return (
    <DeleteButton
      label="Delete User"
      ariaLabel={`Delete User ${user.email}`}
      title="Delete this user?"
      description={deletionText(user)}
      cancelLabel="Keep User"
      actionLabel="Delete User"
      failure="Failed to delete user"
      remove={() => remove.mutateAsync(user.id)}
      busy={remove.isPending}
      onDeleted={() =>
        toast({
          title: 'User deleted',
          description: `${user.email} and their ${bookingsText(user.activeBookings)} were deleted.`,
        })
      }
    />
  );
}
