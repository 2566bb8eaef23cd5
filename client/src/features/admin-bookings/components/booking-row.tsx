import type { AdminBooking } from '@shared/api-types';
import { NeedsNewDateBadge } from '@/components/needs-new-date';
import { ContactCell, DetailsCell, OwnerCell, ServiceCell, serviceDateText } from './booking-cells';
import { CodeButton } from './code-button';
import { DeleteBookingButton } from './delete-booking-button';
import { FlagCheckbox } from './flag-checkbox';
import { FLAG_NAMES } from './use-toggle-flag';

/** One booking of the table; a click anywhere but its controls opens the panel. */
export function BookingRow(props: { booking: AdminBooking; onOpen: (b: AdminBooking) => void }) {
  const { booking } = props;
  return (
    <tr
      data-testid="booking-row"
      onClick={() => props.onOpen(booking)}
      className="cursor-pointer align-top hover:bg-muted/40"
    >
      <td className="px-2.5 py-3">
        <ServiceCell booking={booking} />
      </td>
      <td className="whitespace-nowrap px-2.5 py-3">
        <div className="flex flex-col items-start gap-1">
          {serviceDateText(booking)}
          {booking.needsNewDate && <NeedsNewDateBadge />}
        </div>
      </td>
      <td className="whitespace-nowrap px-2.5 py-3">{booking.timeSlot}</td>
      <td className="px-2.5 py-3">
        <OwnerCell booking={booking} />
      </td>
      <td className="min-w-40 px-2.5 py-3">
        <ContactCell booking={booking} />
      </td>
      <td className="max-w-36 px-2.5 py-3">
        <DetailsCell booking={booking} />
      </td>
      <td className="px-2.5 py-3">
        <div className="flex flex-col items-start gap-2">
          <CodeButton booking={booking} onOpen={props.onOpen} />
          <DeleteBookingButton booking={booking} />
        </div>
      </td>
      {FLAG_NAMES.map((flag) => (
        <td key={flag} className="px-2 py-3" onClick={(event) => event.stopPropagation()}>
          <div className="flex justify-center">
            <FlagCheckbox booking={booking} flag={flag} place="row" hideLabel />
          </div>
        </td>
      ))}
    </tr>
  );
}
