import { useId, useState } from 'react';
import type { AdminUserSummary } from '@shared/api-types';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { useUpdateUserRole } from '../api/update-user-role';

/**
 * Make Admin / Remove Admin (SPEC §2). Removing one's own role asks first, naming the admin;
 * when the server refuses (the last admin), its reason stays beside the button.
 */
export function RoleButton({ user }: { user: AdminUserSummary }) {
  const { data: me } = useUser();
  const change = useUpdateUserRole();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const isSelf = me?.id === user.id;
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
      if (error instanceof ApiError && error.code === 'last_admin') setRefusal(message);
      toast({
        title: 'Error',
        description: `Failed to update user role: ${message}`,
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={user.isAdmin ? 'outline' : 'primary'}
        size="sm"
        disabled={change.isPending}
        aria-label={`${label} ${user.email}`}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={() => (isSelf && user.isAdmin ? setConfirming(true) : void run())}
      >
        {change.isPending ? 'Saving...' : label}
      </Button>
      {refusal && (
        <p id={refusalId} className="max-w-56 text-xs text-destructive dark:text-red-300">
          {refusal}
        </p>
      )}
      {isSelf && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Remove your own admin role?"
          description={`You are signed in as ${user.ownerName} (${user.email}). Without the admin role you lose this dashboard at once, and only another admin can give it back.`}
          cancelLabel="Keep Admin Role"
          actionLabel="Remove My Role"
          busyLabel="Removing..."
          onAction={() => void run()}
          destructive
          busy={change.isPending}
        />
      )}
    </div>
  );
}
