import type { AdminBooking } from '@shared/api-types';
import type { AdminBookingSort } from '@shared/schemas/booking';
import { BookingRow } from './booking-row';
import { SortHeader } from './sort-header';
import { FLAG_LABELS, FLAG_NAMES } from './use-toggle-flag';

/** A column the list cannot be sorted by. */
function PlainHeader({ label }: { label: string }) {
  return (
    <th scope="col" className="px-2.5 py-2 text-left font-semibold">
      {label}
    </th>
  );
}

/** SPEC §2's columns, in its order, for screens wide enough to hold them. */
export function BookingsTable(props: {
  bookings: AdminBooking[];
  sort: AdminBookingSort;
  onSort: (sort: AdminBookingSort) => void;
  onOpen: (booking: AdminBooking) => void;
}) {
  const sortProps = { sort: props.sort, onSort: props.onSort };
  return (
    // Scrolls inside its card if a long address ever outgrows the page; the page never does.
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Bookings</caption>
        <thead className="border-b border-border bg-muted/60 text-muted-foreground">
          <tr>
            <SortHeader label="Service Type" sortKey="serviceType" {...sortProps} />
            <SortHeader label="Date" sortKey="date" {...sortProps} />
            <PlainHeader label="Time" />
            <SortHeader label="Owner" sortKey="owner" {...sortProps} />
            <PlainHeader label="Contact" />
            <PlainHeader label="Details" />
            <PlainHeader label="Confirmation" />
            {FLAG_NAMES.map((flag) => (
              <th key={flag} scope="col" className="px-2 py-2 text-center font-semibold">
                {FLAG_LABELS[flag]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {props.bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} onOpen={props.onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
