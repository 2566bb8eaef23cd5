import type { AdminBooking } from '@shared/api/booking-views';
import type { AdminBookingSort } from '@shared/schemas/bookings';
import { BookingRow } from './booking-row';
import { SortHeader } from './sort-header';

/** A column the list cannot be sorted by. */
function PlainHeader({ label }: { label: string }) {
  return (
    <th scope="col" className="px-2 py-2 text-left font-semibold">
      {label}
    </th>
  );
}

/**
 * The list's columns (docs/product.md#bookings-tab), in their order, for screens of 1100 px and
 * more: Owner and Contact share a cell and the service status and three flags one Status column, so
 * the fixed layout fits the page and long names and addresses end in an ellipsis instead of
 * breaking or widening the table.
 */
export function BookingsTable(props: {
  bookings: AdminBooking[];
  sort: AdminBookingSort;
  onSort: (sort: AdminBookingSort) => void;
  onOpen: (booking: AdminBooking) => void;
}) {
  const sortProps = { sort: props.sort, onSort: props.onSort };
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Bookings</caption>
      <colgroup>
        <col className="w-[15%]" />
        <col className="w-[12.5%]" />
        <col className="w-[7.5%]" />
        <col className="w-[22%]" />
        <col className="w-[13%]" />
        <col className="w-[9.5%]" />
        <col className="w-[10.5%]" />
        <col className="w-[10%]" />
      </colgroup>
      <thead className="border-b border-border bg-muted/60 text-muted-foreground">
        <tr>
          <SortHeader label="Service Type" sortKey="serviceType" {...sortProps} />
          <SortHeader label="Date" sortKey="date" {...sortProps} />
          <PlainHeader label="Time" />
          <SortHeader label="Owner & Contact" sortKey="owner" {...sortProps} />
          <PlainHeader label="Boat" />
          <PlainHeader label="Details" />
          <PlainHeader label="Confirmation" />
          <PlainHeader label="Status" />
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {props.bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} onOpen={props.onOpen} />
        ))}
      </tbody>
    </table>
  );
}
