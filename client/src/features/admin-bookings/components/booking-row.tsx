import { useRef } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { LiftMarks } from '@/components/lift-marks';
import {
  DeadlineMarkers,
  DetailsCell,
  OwnerContactCell,
  ServiceCell,
  ServiceStatusMark,
  serviceDateText,
} from './booking-cells';
import { BoatCell } from './boat-cell';
import { CodeButton } from './code-button';
import { StatusFlags } from './status-flags';

/**
 * One booking of the table; a click anywhere but its controls opens the panel, as its code
 * button does, and the panel gives focus back to that button when it closes.
 */
export function BookingRow(props: { booking: AdminBooking; onOpen: (b: AdminBooking) => void }) {
  const { booking } = props;
  const code = useRef<HTMLButtonElement>(null);
  return (
    <tr
      data-testid="booking-row"
      onClick={() => {
        code.current?.focus({ preventScroll: true });
        props.onOpen(booking);
      }}
      className="cursor-pointer align-top hover:bg-muted/40"
    >
      <td className="px-2 py-2">
        <ServiceCell booking={booking} />
      </td>
      <td className="px-2 py-2">
        <div className="flex flex-col items-start gap-1 whitespace-nowrap">
          {serviceDateText(booking)}
          <DeadlineMarkers booking={booking} />
        </div>
      </td>
      <td className="whitespace-nowrap px-2 py-2">{booking.timeSlot}</td>
      <td className="px-2 py-2">
        <OwnerContactCell booking={booking} />
      </td>
      <td className="px-2 py-2">
        <div className="flex min-w-0 flex-col gap-1">
          <BoatCell boat={booking.boat} />
          <LiftMarks booking={booking} />
        </div>
      </td>
      <td className="px-2 py-2">
        <DetailsCell booking={booking} />
      </td>
      <td className="px-2 py-2">
        <CodeButton ref={code} booking={booking} onOpen={props.onOpen} />
      </td>
      <td className="px-2 py-2">
        <div className="flex flex-col items-start gap-1">
          <ServiceStatusMark booking={booking} className="px-1.5" />
          <StatusFlags booking={booking} />
        </div>
      </td>
    </tr>
  );
}
