import type { AdminBookingSort } from '@shared/schemas/bookings';

type SortKey = 'serviceType' | 'date' | 'owner';

/** A column header that orders the list by its key; a second click reverses it. */
export function SortHeader(props: {
  label: string;
  sortKey: SortKey;
  sort: AdminBookingSort;
  onSort: (sort: AdminBookingSort) => void;
}) {
  const { sortKey, sort } = props;
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  const next: AdminBookingSort = direction === 'ascending' ? `-${sortKey}` : sortKey;
  return (
    <th scope="col" aria-sort={direction} className="px-2 py-2 text-left">
      <button
        type="button"
        onClick={() => props.onSort(next)}
        className="inline-flex min-h-9 items-center gap-1 whitespace-nowrap rounded font-semibold hover:text-foreground"
      >
        {props.label}
        <span aria-hidden="true" className="text-xs">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
