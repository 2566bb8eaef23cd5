import {
  ADMIN_BOOKING_ATTENTION,
  SERVICE_TYPES,
  type AdminBookingAttention,
} from '@shared/constants';
import { DebouncedSearch } from '@/components/search-box';
import { Select } from '@/components/ui/select';
import { Segmented } from './segmented';
import {
  ATTENTION_LABELS,
  type BookingsRange,
  type BookingsView,
  type useBookingsUrlState,
} from './use-bookings-url-state';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Service Types' },
  { value: 'haul-out', label: 'Haul Out' },
  { value: 'launch', label: 'Launch' },
] as const;

/** What needs the office's eye (docs/product.md#lifts): the server's attention filter. */
const ATTENTION_OPTIONS = [
  { value: 'all', label: 'All bookings' },
  ...ADMIN_BOOKING_ATTENTION.map((value) => ({
    value,
    label: `Needs attention: ${ATTENTION_LABELS[value]}`,
  })),
];

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
    <div
      data-testid="bookings-toolbar"
      className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center"
    >
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
        placeholder="Search by code, owner, email or boat..."
        className="sm:max-w-sm"
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
      {state.view === 'list' && (
        <div className="w-full sm:w-72">
          <label htmlFor="admin-booking-attention" className="sr-only">
            Needs attention
          </label>
          <Select
            id="admin-booking-attention"
            value={state.attention ?? 'all'}
            onValueChange={(value) =>
              state.update({
                attention: value === 'all' ? undefined : (value as AdminBookingAttention),
              })
            }
            options={ATTENTION_OPTIONS}
            placeholder="All bookings"
          />
        </div>
      )}
    </div>
  );
}
