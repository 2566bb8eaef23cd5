import { queryOptions } from '@tanstack/react-query';
import type { TimeSlot } from '@shared/constants';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface CapacityChange {
  capacity: number;
  /** Alone: that deadline's default on every upcoming date without its own capacity. */
  timeSlot?: TimeSlot;
  /** Alone: a whole day's capacity; with timeSlot: that deadline on that date. */
  date?: string;
}

/** GET /api/admin/capacity/overbooked -> the upcoming deadlines holding more bookings than that. */
export const getOverbooked = (change: CapacityChange) => {
  const { capacity, timeSlot, date } = change;
  return callApi<typeof api.getOverbooked>('GET', '/api/admin/capacity/overbooked', {
    query: { capacity, timeSlot, date },
  });
};

/** Asked afresh before each save (fetchQuery): bookings come and go meanwhile. */
export const overbookedQueryOptions = (change: CapacityChange) =>
  queryOptions({
    queryKey: queryKeys.overbooked(change),
    queryFn: () => getOverbooked(change),
    staleTime: 0,
    gcTime: 0,
  });
