import { SERVICE_TYPES } from '@shared/constants';
import { DebouncedSearch } from '@/components/search-box';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { ClearAllBookings } from './clear-all-bookings';
import type { BookingsRange, BookingsView, useBookingsUrlState } from './use-bookings-url-state';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Service Types' },
  { value: 'haul-out', label: 'Haul Out' },
  { value: 'launch', label: 'Launch' },
] as const;

/** A row of two or three buttons of which one is on (aria-pressed). */
function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className="flex rounded-lg bg-muted p-1">
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={props.value === option.value}
          onClick={() => props.onChange(option.value)}
          className={cn(
            'min-h-9 flex-1 rounded-md px-3 text-sm font-semibold text-muted-foreground',
            props.value === option.value && 'bg-card text-foreground shadow-sm',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'calendar', label: 'Calendar' },
] as const satisfies readonly { value: BookingsView; label: string }[];
const RANGES = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const satisfies readonly { value: BookingsRange; label: string }[];

export function BookingsToolbar({ state }: { state: ReturnType<typeof useBookingsUrlState> }) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
      <div className="flex flex-wrap gap-3">
        <Segmented
          label="View"
          value={state.view}
          options={VIEWS}
          onChange={(view) => state.update({ view })}
        />
        {state.view === 'list' && (
          <Segmented
            label="Bookings to show"
            value={state.range}
            options={RANGES}
            onChange={(range) => state.update({ range })}
          />
        )}
      </div>
      <DebouncedSearch
        id="admin-booking-search"
        label="Search bookings"
        placeholder="Search by code, owner or email..."
        className="sm:max-w-xs"
        value={state.q}
        onSearch={(q) => state.update({ q }, { replace: true })}
      />
      <div className="w-full sm:w-52">
        <label htmlFor="admin-booking-type" className="sr-only">
          Service type
        </label>
        <Select
          id="admin-booking-type"
          value={state.serviceType ?? 'all'}
          onValueChange={(value) =>
            state.update({ serviceType: SERVICE_TYPES.find((type) => type === value) })
          }
          options={TYPE_OPTIONS}
          placeholder="All Service Types"
        />
      </div>
      <div className="lg:ml-auto">
        <ClearAllBookings />
      </div>
    </div>
  );
}
