import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@shared/api/availability';
import type { ServiceType } from '@shared/constants';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/timeslots/available (public): every deadline of a day with why it is closed. */
export const getAvailableSlots = (date: string, serviceType: ServiceType) =>
  apiGet<AvailabilityResponse>(
    `/api/timeslots/available?${new URLSearchParams({ date, serviceType }).toString()}`,
  );

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
