import { queryOptions } from '@tanstack/react-query';
import type { OverbookedResponse } from '@shared/api/capacity';
import type { TimeSlot } from '@shared/constants';
import { apiGet } from '@/lib/api-client';
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
  const search = new URLSearchParams({ capacity: String(change.capacity) });
  if (change.timeSlot) search.set('timeSlot', change.timeSlot);
  if (change.date) search.set('date', change.date);
  return apiGet<OverbookedResponse>(`/api/admin/capacity/overbooked?${search.toString()}`);
};

/** Asked afresh before each save (fetchQuery): bookings come and go meanwhile. */
export const overbookedQueryOptions = (change: CapacityChange) =>
  queryOptions({
    queryKey: queryKeys.overbooked(change),
    queryFn: () => getOverbooked(change),
    staleTime: 0,
    gcTime: 0,
  });
