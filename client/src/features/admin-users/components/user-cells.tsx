import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { AdminUserSummary } from '@shared/api-types';
import { EmailText } from '@/components/email-text';
import { Badge } from '@/components/ui/badge';

/** SPEC §2's Role column: an Admin or a User badge. */
export function RoleBadge({ user }: { user: AdminUserSummary }) {
  return user.isAdmin ? <Badge tone="blue">Admin</Badge> : <Badge>User</Badge>;
}

export function upcomingText(count: number): string {
  if (count === 0) return 'No upcoming bookings';
  return `${count.toLocaleString('en-US')} upcoming booking${count === 1 ? '' : 's'}`;
}

/**
 * A verified mobile as people read it: '+1 617 555 0123'. International, because the
 * marina's country is a server setting the client does not know, and this form reads right
 * in any country; E.164 as stored when it cannot be read.
 */
export function mobileText(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The mobile the owner verified for texts (issue 28), as a link that calls it. */
function MobileLine({ mobile }: { mobile: string }) {
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">Mobile </span>
      <a
        href={`tel:${mobile}`}
        className="inline-block py-3 -my-3 whitespace-nowrap underline-offset-2 hover:underline sm:py-0 sm:my-0"
      >
        {mobileText(mobile)}
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
      {user.mobile && <MobileLine mobile={user.mobile} />}
    </div>
  );
}
