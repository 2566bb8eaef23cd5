import type { ReactNode } from 'react';
import type { Booking } from '@shared/api/booking-views';
import { titleCaseLocation } from '@shared/locations';
import { ServiceCard } from './service-card';

/**
 * One booking as docs/product.md#screens draws it. `status` is a line saying where it stands
 * (history cards);
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
    <ServiceCard
      service={booking}
      corner={
        <span
          className="font-mono text-sm font-bold tracking-wider"
          aria-label={`Confirmation code ${booking.confirmationCode}`}
        >
          {booking.confirmationCode}
        </span>
      }
      details={[
        ['Destination', titleCaseLocation(booking.destination)],
        ['Owner', booking.ownerName],
      ]}
      boat={booking.boat}
      testId="booking-card"
      muted={muted}
    >
      {status}
      {actions && <div className="mt-auto flex flex-col gap-2">{actions}</div>}
    </ServiceCard>
  );
}
