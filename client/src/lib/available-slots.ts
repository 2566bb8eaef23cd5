import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceType } from '@shared/constants';
import type * as api from '@shared/api/availability';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/timeslots/available (public): every deadline of a day with why it is closed. */
export const getAvailableSlots = (date: string, serviceType: ServiceType) =>
  callApi<typeof api.getAvailability>('GET', '/api/timeslots/available', {
    query: { date, serviceType },
  });

export const availableSlotsQueryOptions = (date: string | null, serviceType: ServiceType) =>
  queryOptions({
    queryKey: queryKeys.availability(date ?? '', serviceType),
    queryFn: () => getAvailableSlots(date!, serviceType),
    enabled: date !== null,
    // Other owners book too: re-read a day when it is shown again after a minute.
    staleTime: 60_000,
  });

export function useAvailableSlots(date: string | null, serviceType: ServiceType) {
  return useQuery(availableSlotsQueryOptions(date, serviceType));
}
