import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceType } from '@shared/constants';
import type * as api from '@shared/api/availability';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/timeslots/available as an admin reads it: no 24-hour rule, so today's later
 * deadlines are open; full, closed and past ones come with their reason (docs/product.md#capacity).
 */
export const getOfficeSlots = (date: string, serviceType: ServiceType) =>
  callApi<typeof api.getAvailability>('GET', '/api/timeslots/available', {
    query: { date, serviceType },
  });

export const officeSlotsQueryOptions = (date: string, serviceType: ServiceType) =>
  queryOptions({
    queryKey: queryKeys.availability(date, serviceType),
    queryFn: () => getOfficeSlots(date, serviceType),
    enabled: date !== '',
    staleTime: 60_000,
  });

export function useOfficeSlots(date: string, serviceType: ServiceType) {
  return useQuery(officeSlotsQueryOptions(date, serviceType));
}
