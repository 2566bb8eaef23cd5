import type { ReactNode } from 'react';
import type { Booking } from '@shared/api/booking-views';
import { titleCaseLocation } from '@shared/locations';
import { ServiceBadge } from '@/components/service-badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatServiceDate } from '@/lib/marina-dates';

/**
 * One booking as SPEC §2 draws it. `status` is a line saying where it stands (history cards);
 * `actions` are what the owner can still do with it (Cancel Service on an upcoming one).
 */
export function BookingCard({
  booking,
  status,
  actions,
  muted = false,
}: {
  booking: Booking;
  status?: ReactNode;
  actions?: ReactNode;
  /** History cards recede a little behind the upcoming ones. */
  muted?: boolean;
}) {
  return (
    <Card
      className={cn('flex flex-col gap-4 p-5', muted && 'bg-muted/40')}
      data-testid="booking-card"
    >
      <div className="flex items-start justify-between gap-3">
        <ServiceBadge serviceType={booking.serviceType} />
        <span
          className="font-mono text-sm font-bold tracking-wider"
          aria-label={`Confirmation code ${booking.confirmationCode}`}
        >
          {booking.confirmationCode}
        </span>
      </div>
      <div>
        <p className="text-lg font-bold">
          {formatServiceDate(booking.bookingDate, 'EEEE, MMMM d, yyyy')}
        </p>
        <p className="text-sm text-muted-foreground">Deadline: {booking.timeSlot}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Destination</dt>
          <dd className="font-semibold">{titleCaseLocation(booking.destination)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Owner</dt>
          <dd className="font-semibold">{booking.ownerName}</dd>
        </div>
      </dl>
      {status}
      {actions && <div className="mt-auto flex flex-col gap-2">{actions}</div>}
    </Card>
  );
}
