import * as Menu from '@radix-ui/react-dropdown-menu';
import { useId, useRef, useState } from 'react';
import type { AdminUserSummary } from '@shared/api/users';
import { ROLE_LABELS } from '@shared/role-texts';
import { ROLES, type Role } from '@shared/roles';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { useUpdateUserRole } from '../api/update-user-role';
import { roleChangeTexts } from './role-change-texts';

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold md:min-h-9';

/**
 * A manager's role menu for one user (docs/product.md#staff-roles): Owner, Crew, Office or
 * Manager. A new role is asked first, naming what it allows and that the user is signed out
 * everywhere; when the server refuses (the last manager), its reason stays beside the menu.
 */
export function RoleMenu({ user }: { user: AdminUserSummary }) {
  const { data: me } = useUser();
  const change = useUpdateUserRole();
  const trigger = useRef<HTMLButtonElement>(null);
  // The role asked about, fixed while the dialog is open: the row's role changes before it closes.
  const [asking, setAsking] = useState<Role | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const isSelf = me?.id === user.id;

  const run = async (role: Role) => {
    setRefusal(null);
    try {
      await change.mutateAsync({ id: user.id, role });
      toast({
        title: 'Role updated',
        description: `${user.email} is now ${ROLE_LABELS[role]}.`,
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
      <Menu.Root modal={false}>
        <Menu.Trigger asChild>
          <Button
            ref={trigger}
            variant="outline"
            size="sm"
            className="min-h-11 gap-1.5 md:min-h-9"
            disabled={change.isPending}
            aria-label={`Change role of ${user.email}`}
            aria-describedby={refusal ? refusalId : undefined}
          >
            {change.isPending ? 'Saving...' : 'Change role'}
            <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
              <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </Button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="start"
            sideOffset={6}
            className="z-50 w-44 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-xl"
          >
            <Menu.Label className="px-3 py-1.5 text-xs text-muted-foreground">Role</Menu.Label>
            <Menu.RadioGroup
              value={user.role}
              onValueChange={(value) => {
                const role = ROLES.find((candidate) => candidate === value);
                if (role && role !== user.role) setAsking(role);
              }}
            >
              {ROLES.map((role) => (
                <Menu.RadioItem key={role} value={role} className={itemClasses}>
                  <span className="flex w-4 justify-center" aria-hidden="true">
                    <Menu.ItemIndicator>✓</Menu.ItemIndicator>
                  </span>
                  {ROLE_LABELS[role]}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {refusal && (
        <p id={refusalId} className="max-w-56 text-xs text-destructive dark:text-red-300">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        {...roleChangeTexts(user, asking ?? user.role, isSelf)}
        busyLabel="Saving..."
        onAction={() => asking && void run(asking)}
        busy={change.isPending}
        returnFocusFallback={() => trigger.current}
      />
    </div>
  );
}
