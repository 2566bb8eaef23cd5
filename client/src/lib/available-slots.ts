import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceType } from '@shared/constants';
import type * as api from '@shared/api/availability';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/timeslots/available (public): every deadline of a day with why it is closed; with a
 * boat (`boatId`), also where no lift takes it or the lifts that do are full.
 */
export const getAvailableSlots = (
  date: string,
  serviceType: ServiceType,
  boatId: number | null = null,
) =>
  callApi<typeof api.getAvailability>('GET', '/api/timeslots/available', {
    query: { date, serviceType, boatId: boatId ?? undefined },
  });

export const availableSlotsQueryOptions = (
  date: string | null,
  serviceType: ServiceType,
  boatId: number | null = null,
) =>
  queryOptions({
    queryKey: queryKeys.availability(date ?? '', serviceType, boatId),
    queryFn: () => getAvailableSlots(date!, serviceType, boatId),
    enabled: date !== null,
    // Other owners book too: re-read a day when it is shown again after a minute.
    staleTime: 60_000,
    // The same day read again for a boat (chosen once the owner's boats arrive, or another
    // one picked) stays on screen meanwhile, rather than blinking to placeholders under a tap.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === (date ?? '') && previousQuery.queryKey[2] === serviceType
        ? previous
        : undefined,
  });

export function useAvailableSlots(
  date: string | null,
  serviceType: ServiceType,
  boatId: number | null = null,
) {
  return useQuery(availableSlotsQueryOptions(date, serviceType, boatId));
}
