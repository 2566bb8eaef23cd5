import type { AdminBooking } from '@shared/api-types';
import { STORAGE_LABELS } from '@shared/constants';
import { titleCaseLocation } from '@shared/locations';
import { EmailText } from '@/components/email-text';
import { ServiceBadge } from '@/components/service-badge';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatServiceDate } from '@/lib/marina-dates';

/** What the list's cells show, shared by the table row and the phone card. */
export const serviceDateText = (b: AdminBooking) =>
  formatServiceDate(b.bookingDate, 'EEE, MMM d, yyyy');

export function ServiceCell({ booking }: { booking: AdminBooking }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <ServiceBadge serviceType={booking.serviceType} />
      <span className="text-sm text-muted-foreground">
        {titleCaseLocation(booking.sourceSlipType)} → {titleCaseLocation(booking.destination)}
      </span>
    </div>
  );
}

/** Storage type and the VIB badge come from the owner's profile (SPEC §2). */
export function OwnerCell({ booking }: { booking: AdminBooking }) {
  const storage = booking.profile?.storageType;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="font-semibold">{booking.ownerName}</span>
      {storage && <span className="text-sm text-muted-foreground">{STORAGE_LABELS[storage]}</span>}
      {booking.profile?.isVibMember && <Badge tone="accent">VIB Member</Badge>}
    </div>
  );
}

export function ContactCell({ booking }: { booking: AdminBooking }) {
  const username = booking.user?.username;
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <a
        href={`mailto:${booking.ownerEmail}`}
        className="break-words underline-offset-2 hover:underline"
      >
        <EmailText email={booking.ownerEmail} />
      </a>
      {booking.ownerPhone && (
        <a href={`tel:${booking.ownerPhone}`} className="underline-offset-2 hover:underline">
          {booking.ownerPhone}
        </a>
      )}
      {username && username.toLowerCase() !== booking.ownerEmail.toLowerCase() && (
        <span className="break-all text-muted-foreground">@{username}</span>
      )}
    </div>
  );
}

/** Special requests cut to one line; the whole text on hover or keyboard focus. */
export function DetailsCell({ booking, wrap }: { booking: AdminBooking; wrap?: boolean }) {
  const text = booking.specialRequests;
  if (!text) return <span className="text-sm text-muted-foreground">None</span>;
  // A phone has no hover, so a card shows the whole request.
  if (wrap) return <p className="whitespace-pre-wrap break-words text-sm">{text}</p>;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="block max-w-full truncate rounded text-left text-sm lg:max-w-36"
        >
          {text}
        </button>
      </TooltipTrigger>
      <TooltipContent className="whitespace-pre-wrap">{text}</TooltipContent>
    </Tooltip>
  );
}
