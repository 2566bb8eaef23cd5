import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '@shared/constants';
import type * as api from '@shared/api/capacity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/slot-overrides/affected -> how many bookings and owners a closure reaches. */
export const getClosureImpact = (date: string, timeSlot: TimeSlot | null) =>
  callApi<typeof api.getClosureImpact>('GET', '/api/admin/slot-overrides/affected', {
    query: { date, timeSlot: timeSlot ?? undefined },
  });

export const closureImpactQueryOptions = (date: string, timeSlot: TimeSlot | null) =>
  queryOptions({
    queryKey: queryKeys.closureImpact(date, timeSlot),
    queryFn: () => getClosureImpact(date, timeSlot),
    // Counted afresh each time the dialog opens: bookings come and go meanwhile.
    staleTime: 0,
  });

export function useClosureImpact(date: string, timeSlot: TimeSlot | null, enabled: boolean) {
  return useQuery({ ...closureImpactQueryOptions(date, timeSlot), enabled });
}
