import { useId, useState } from 'react';
import type { AdminUserSummary } from '@shared/api/users';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { useUpdateUserRole } from '../api/update-user-role';

/** What the Make Admin confirm says: whom it names and what the role lets them do. */
export function adminRightsText(user: AdminUserSummary): string {
  return `${user.ownerName} (${user.email}) will be able to see and change every booking, book for any customer, close dates and change capacity, delete users and bookings, clear all bookings, export every owner's details, and make or remove other admins.`;
}

/**
 * Make Admin / Remove Admin (docs/product.md#screens). A secondary button, not the row's main
 * action: making an admin asks first, naming the user and the rights it gives; so does removing
 * one's own role. When the server refuses (the last admin), its reason stays beside the button.
 */
export function RoleButton({ user }: { user: AdminUserSummary }) {
  const { data: me } = useUser();
  const change = useUpdateUserRole();
  const isSelf = me?.id === user.id;
  // Which question the dialog asks, fixed when it opens: the role flips before it closes.
  const [asking, setAsking] = useState<Texts | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const label = user.isAdmin ? 'Remove Admin' : 'Make Admin';

  const run = async () => {
    setRefusal(null);
    try {
      await change.mutateAsync({ id: user.id, isAdmin: !user.isAdmin });
      toast({
        title: 'Role updated',
        description: user.isAdmin
          ? `${user.email} is no longer an admin.`
          : `${user.email} is now an admin.`,
      });
    } catch (error) {
      const message = errorMessage(error, 'unknown error');
      if (error instanceof ApiError && error.code === 'last_manager') setRefusal(message);
      toast({
        title: 'Error',
        description: `Failed to update user role: ${message}`,
        variant: 'destructive',
      });
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 md:min-h-9"
        disabled={change.isPending}
        aria-label={`${label} ${user.email}`}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={() => {
          if (!user.isAdmin) setAsking(makeAdminTexts(user));
          else if (isSelf) setAsking(removeOwnRoleTexts(user));
          else void run();
        }}
      >
        {change.isPending ? 'Saving...' : label}
      </Button>
      {refusal && (
        <p id={refusalId} className="max-w-56 text-xs text-destructive dark:text-red-300">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        {...(asking ?? makeAdminTexts(user))}
        onAction={() => void run()}
        busy={change.isPending}
      />
    </div>
  );
}

interface Texts {
  title: string;
  description: string;
  cancelLabel: string;
  actionLabel: string;
  busyLabel: string;
  destructive?: boolean;
}

function makeAdminTexts(user: AdminUserSummary): Texts {
  return {
    title: `Make ${user.ownerName} an admin?`,
    description: adminRightsText(user),
    cancelLabel: 'Cancel',
    actionLabel: 'Make Admin',
    busyLabel: 'Saving...',
  };
}

function removeOwnRoleTexts(user: AdminUserSummary): Texts {
  return {
    title: 'Remove your own admin role?',
    description: `You are signed in as ${user.ownerName} (${user.email}). Without the admin role you lose this dashboard at once, and only another admin can give it back.`,
    cancelLabel: 'Keep Admin Role',
    actionLabel: 'Remove My Role',
    busyLabel: 'Removing...',
    destructive: true,
  };
}
