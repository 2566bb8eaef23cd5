import type { AdminUserSummary } from '@shared/api/users';
import { EmailText } from '@/components/email-text';
import { Badge } from '@/components/ui/badge';

/** The Users tab's Role column (docs/product.md#users-tab): an Admin or a User badge. */
export function RoleBadge({ user }: { user: AdminUserSummary }) {
  return user.isAdmin ? <Badge tone="blue">Admin</Badge> : <Badge>User</Badge>;
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
