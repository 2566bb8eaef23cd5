import type { ReactNode } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { STORAGE_LABELS } from '@shared/constants';
import { titleCaseLocation } from '@shared/locations';
import { NeedsNewDateBadge } from '@/components/needs-new-date';
import { ServiceBadge } from '@/components/service-badge';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatServiceDate } from '@/lib/marina-dates';
import { ClosedMarker } from './closed-marker';

/** What the list's cells show, shared by the table row and the card. */
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

/** A closed deadline wins; a weather hold's old flag shows only once its closure is gone. */
export function DeadlineMarkers({ booking, large }: { booking: AdminBooking; large?: boolean }) {
  if (booking.closure) {
    return large ? (
      <ClosedMarker closure={booking.closure} showReason className="px-2.5 py-1 text-sm" />
    ) : (
      <ClosedMarker closure={booking.closure} />
    );
  }
  return booking.needsNewDate ? <NeedsNewDateBadge /> : null;
}

/** The service's status once the day has moved it on (a scheduled one needs no mark). */
export function ServiceStatusMark({
  booking,
  className,
}: {
  booking: AdminBooking;
  className?: string;
}) {
  return booking.serviceStatus === 'scheduled' ? null : (
    <ServiceStatusBadge status={booking.serviceStatus} className={className} />
  );
}

/** One line that never wraps: cut with an ellipsis, the whole text on hover (and read in full). */
function Line({
  text,
  className,
  children,
}: {
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <span title={text} className={cn('block min-w-0 truncate', className)}>
      {children ?? text}
    </span>
  );
}

/**
 * The Owner and Contact columns (docs/product.md#bookings-tab) in one cell: the name (with the
 * profile's VIB badge), the address, then phone, the profile's storage type and a username other
 * than the address.
 */
export function OwnerContactCell({
  booking,
  links = true,
}: {
  booking: AdminBooking;
  links?: boolean;
}) {
  const storage = booking.profile?.storageType;
  const username = booking.user?.username;
  const extras = [
    storage ? STORAGE_LABELS[storage] : null,
    username && username.toLowerCase() !== booking.ownerEmail.toLowerCase() ? `@${username}` : null,
  ].filter((part): part is string => part !== null);
  const lastLine = [booking.ownerPhone, ...extras].filter(Boolean).join(' · ');
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <span className="flex min-w-0 items-center gap-1.5">
        <Line text={booking.ownerName} className="font-semibold">
          <span data-testid="owner-name">{booking.ownerName}</span>
        </Line>
        {booking.profile?.isVibMember && (
          <Badge tone="accent" className="shrink-0">
            VIB Member
          </Badge>
        )}
      </span>
      <Line text={booking.ownerEmail}>
        {links ? (
          <a href={`mailto:${booking.ownerEmail}`} className="underline-offset-2 hover:underline">
            {booking.ownerEmail}
          </a>
        ) : (
          booking.ownerEmail
        )}
      </Line>
      {lastLine && (
        <Line text={lastLine} className="text-muted-foreground">
          {links && booking.ownerPhone ? (
            <>
              <a href={`tel:${booking.ownerPhone}`} className="underline-offset-2 hover:underline">
                {booking.ownerPhone}
              </a>
              {extras.map((extra) => ` · ${extra}`).join('')}
            </>
          ) : (
            lastLine
          )}
        </Line>
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
        <button type="button" className="block max-w-full truncate rounded text-left text-sm">
          {text}
        </button>
      </TooltipTrigger>
      <TooltipContent className="whitespace-pre-wrap">{text}</TooltipContent>
    </Tooltip>
  );
}
