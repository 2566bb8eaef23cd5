import { useSearchParams } from 'react-router-dom';
import {
  ADMIN_BOOKING_ATTENTION,
  ADMIN_BOOKING_SORTS,
  type AdminBookingAttention,
  type AdminBookingSort,
  type ServiceType,
} from '@shared/constants';

export type BookingsView = 'list' | 'calendar';
export type BookingsRange = 'upcoming' | 'past';

/** GET /api/bookings?attention=, each with the words the desk's filter shows. */
export const ATTENTION_LABELS: Record<AdminBookingAttention, string> = {
  'size-unknown': 'Size unknown',
  'lift-override': 'Overridden',
};
const isAttention = (value: string | null): value is AdminBookingAttention =>
  ADMIN_BOOKING_ATTENTION.some((attention) => attention === value);

/** The Bookings tab as the URL query holds it, so reload and Back keep it. */
export interface BookingsUrlState {
  view: BookingsView;
  q: string;
  serviceType: ServiceType | undefined;
  /** Only what needs the office's eye: a boat of unknown size, or a lift overridden. */
  attention: AdminBookingAttention | undefined;
  range: BookingsRange;
  sort: AdminBookingSort;
  /** 1-based. */
  page: number;
}

type Change = Partial<Omit<BookingsUrlState, 'sort'> & { sort: AdminBookingSort | undefined }>;

/** Upcoming reads forward from today; the past reads back from yesterday, newest first. */
export const defaultSort = (range: BookingsRange): AdminBookingSort =>
  range === 'past' ? '-date' : 'date';

function parse(search: URLSearchParams): BookingsUrlState {
  const range: BookingsRange = search.get('range') === 'past' ? 'past' : 'upcoming';
  const type = search.get('type');
  const attention = search.get('attention');
  const sort = search.get('sort') as AdminBookingSort | null;
  const page = Number(search.get('page'));
  return {
    view: search.get('view') === 'calendar' ? 'calendar' : 'list',
    q: search.get('q') ?? '',
    serviceType: type === 'haul-out' || type === 'launch' ? type : undefined,
    attention: isAttention(attention) ? attention : undefined,
    range,
    sort: sort && ADMIN_BOOKING_SORTS.includes(sort) ? sort : defaultSort(range),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const URL_NAMES = {
  view: 'view',
  q: 'q',
  serviceType: 'type',
  attention: 'attention',
  range: 'range',
  sort: 'sort',
  page: 'page',
};
const DEFAULTS: Record<string, string> = { view: 'list', range: 'upcoming', page: '1' };
/** A new search, filter, order or range starts again at page 1. */
const RESETS_PAGE = ['q', 'serviceType', 'attention', 'range', 'sort'];

export function useBookingsUrlState() {
  const [search, setSearch] = useSearchParams();
  const state = parse(search);

  /** Typing in the search box replaces the entry; every other change is a step Back can undo. */
  const update = (change: Change, options: { replace?: boolean } = {}) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        const keys = Object.keys(change) as (keyof Change)[];
        if (keys.some((key) => RESETS_PAGE.includes(key)) && !keys.includes('page')) {
          next.delete('page');
        }
        // A range change drops the order, so the past starts newest first.
        if (keys.includes('range') && !keys.includes('sort')) next.delete('sort');
        for (const key of keys) {
          const value = change[key] === undefined ? '' : String(change[key]);
          if (value === '' || DEFAULTS[key] === value) next.delete(URL_NAMES[key]);
          else next.set(URL_NAMES[key], value);
        }
        return next;
      },
      { replace: options.replace ?? false },
    );
  };

  return { ...state, update };
}
