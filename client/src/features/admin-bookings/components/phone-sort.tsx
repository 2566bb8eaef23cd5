import type { AdminBookingSort } from '@shared/schemas/bookings';
import { Select } from '@/components/ui/select';

const SORT_OPTIONS: { value: AdminBookingSort; label: string }[] = [
  { value: 'date', label: 'Date, earliest first' },
  { value: '-date', label: 'Date, latest first' },
  { value: 'owner', label: 'Owner, A to Z' },
  { value: '-owner', label: 'Owner, Z to A' },
  { value: 'serviceType', label: 'Service type, haul outs first' },
  { value: '-serviceType', label: 'Service type, launches first' },
];

/** Cards have no column headers, so a phone orders the list from this select instead. */
export function PhoneSort(props: {
  sort: AdminBookingSort;
  onSort: (s: AdminBookingSort) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="admin-booking-sort" className="shrink-0 text-sm font-semibold">
        Sort by
      </label>
      <div className="w-full sm:w-72">
        <Select
          id="admin-booking-sort"
          value={props.sort}
          onValueChange={(value) => props.onSort(value as AdminBookingSort)}
          options={SORT_OPTIONS}
          placeholder="Date, earliest first"
        />
      </div>
    </div>
  );
}
