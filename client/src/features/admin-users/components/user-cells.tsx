import type { ComponentProps } from 'react';
import type { AdminUserSummary } from '@shared/api/users';
import { ROLE_LABELS } from '@shared/role-texts';
import type { Role } from '@shared/roles';
import { EmailText } from '@/components/email-text';
import { Badge } from '@/components/ui/badge';

// Staff stand out from owners, and the roles from each other, the manager most.
const ROLE_TONES: Record<Role, ComponentProps<typeof Badge>['tone']> = {
  owner: 'neutral',
  crew: 'accent',
  office: 'blue',
  manager: 'inverse',
};

/**
 * The Users tab's Role column (docs/product.md#users-tab, #staff-roles): Owner, Crew, Office or
 * Manager.
 */
export function RoleBadge({ user }: { user: Pick<AdminUserSummary, 'role'> }) {
  return (
    <Badge tone={ROLE_TONES[user.role]} data-testid="role-badge">
      {ROLE_LABELS[user.role]}
    </Badge>
  );
}

export function upcomingText(count: number): string {
  if (count === 0) return 'No upcoming bookings';
  return `${count.toLocaleString('en-US')} upcoming booking${count === 1 ? '' : 's'}`;
}

/**
 * The mobile the owner verified for texts (docs/product.md#text-messages), as a link that calls it.
 */
function MobileLine({ mobile, display }: { mobile: string; display: string }) {
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">Mobile </span>
      <a
        href={`tel:${mobile}`}
        className="inline-block py-3 -my-3 whitespace-nowrap underline-offset-2 hover:underline sm:py-0 sm:my-0"
      >
        {display}
      </a>
    </p>
  );
}

/** The email, with who the owner is, how many services they have coming up, their mobile. */
export function UserIdentity({ user }: { user: AdminUserSummary }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words">
        <EmailText email={user.email} />
      </p>
      <p className="text-sm text-muted-foreground">
        {user.ownerName} · <span data-testid="upcoming">{upcomingText(user.upcomingBookings)}</span>
      </p>
      {user.mobile && (
        <MobileLine mobile={user.mobile} display={user.mobileDisplay ?? user.mobile} />
      )}
    </div>
  );
}
