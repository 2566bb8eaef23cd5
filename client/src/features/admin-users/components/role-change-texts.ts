import type { AdminUserSummary } from '@shared/api/users';
import { ROLE_LABELS, ROLE_SUMMARIES } from '@shared/role-texts';
import type { Role } from '@shared/roles';

/**
 * What the confirmation of a role change says: who, from which role to which, what the new
 * role allows (shared/roles.ts's words) and that a new role signs the user out everywhere.
 */
export function roleChangeTexts(user: AdminUserSummary, role: Role, isSelf: boolean) {
  const from = ROLE_LABELS[user.role];
  const to = ROLE_LABELS[role];
  const allows = `${to}: ${ROLE_SUMMARIES[role]}.`;
  if (isSelf) {
    return {
      title: `Change your own role to ${to}?`,
      description: `You are signed in as ${user.ownerName} (${user.email}) and go from ${from} to ${to}. ${allows} You are signed out everywhere, this browser too, and sign in again with the new role.`,
      cancelLabel: 'Keep My Role',
      actionLabel: `Change to ${to}`,
      destructive: true,
    };
  }
  return {
    title: `Change ${user.ownerName}’s role to ${to}?`,
    description: `${user.ownerName} (${user.email}) goes from ${from} to ${to}. ${allows} They are signed out everywhere and sign in again with the new role.`,
    cancelLabel: 'Cancel',
    actionLabel: `Change to ${to}`,
  };
}
