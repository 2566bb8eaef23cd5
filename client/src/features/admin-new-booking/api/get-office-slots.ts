import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceType } from '@shared/constants';
import type * as api from '@shared/api/availability';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/timeslots/available as an admin reads it: no 24-hour rule, so today's later
 * deadlines are open; full, closed and past ones come with their reason (docs/product.md#capacity),
 * and for the customer's boat (`boatId`) the deadlines no lift takes or whose lifts are full.
 */
export const getOfficeSlots = (date: string, serviceType: ServiceType, boatId: number | null) =>
  callApi<typeof api.getAvailability>('GET', '/api/timeslots/available', {
    query: { date, serviceType, boatId: boatId ?? undefined },
  });

export const officeSlotsQueryOptions = (
  date: string,
  serviceType: ServiceType,
  boatId: number | null,
) =>
  queryOptions({
    queryKey: queryKeys.availability(date, serviceType, boatId),
    queryFn: () => getOfficeSlots(date, serviceType, boatId),
    enabled: date !== '',
    staleTime: 60_000,
  });

export function useOfficeSlots(date: string, serviceType: ServiceType, boatId: number | null) {
  return useQuery(officeSlotsQueryOptions(date, serviceType, boatId));
}
