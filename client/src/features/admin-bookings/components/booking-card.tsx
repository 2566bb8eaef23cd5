import type { AdminBooking } from '@shared/api-types';
import { NeedsNewDateBadge } from '@/components/needs-new-date';
import { Button } from '@/components/ui/button';
import { ContactCell, DetailsCell, OwnerCell, ServiceCell, serviceDateText } from './booking-cells';
import { CodeButton } from './code-button';
import { DeleteBookingButton } from './delete-booking-button';
import { FlagCheckbox } from './flag-checkbox';
import { FLAG_NAMES } from './use-toggle-flag';

/** The phone's form of a table row: the same data and actions, stacked. */
export function BookingCard(props: { booking: AdminBooking; onOpen: (b: AdminBooking) => void }) {
  const { booking } = props;
  return (
    <li data-testid="booking-row" className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <ServiceCell booking={booking} />
        <CodeButton booking={booking} onOpen={props.onOpen} />
      </div>
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {serviceDateText(booking)} · {booking.timeSlot}
        {booking.needsNewDate && <NeedsNewDateBadge />}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <OwnerCell booking={booking} />
        <ContactCell booking={booking} />
      </div>
      <DetailsCell booking={booking} wrap />
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {FLAG_NAMES.map((flag) => (
          <FlagCheckbox key={flag} booking={booking} flag={flag} place="card" />
        ))}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => props.onOpen(booking)}>
          Details
        </Button>
        <DeleteBookingButton booking={booking} />
      </div>
    </li>
  );
}
