import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/availability';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/timeslots/days (public): whether each date of the span is open, full or closed, and
 * for the chosen boat (`boatId`) whether any lift in service takes it.
 */
export const getScheduleDays = async (from: string, to: string, boatId: number | null) =>
  (
    await callApi<typeof api.getScheduleDays>('GET', '/api/timeslots/days', {
      query: { from, to, boatId: boatId ?? undefined },
    })
  ).days;

export const scheduleDaysQueryOptions = (
  span: { from: string; to: string } | null,
  boatId: number | null = null,
) =>
  queryOptions({
    queryKey: queryKeys.scheduleDays(span?.from ?? '', span?.to ?? '', boatId),
    queryFn: () => getScheduleDays(span!.from, span!.to, boatId),
    enabled: span !== null,
    // Other owners book too: re-read a month shown again after a minute.
    staleTime: 60_000,
  });

/** The shown month's days; the previous month's marks stay while the next one loads. */
export function useScheduleDays(
  span: { from: string; to: string } | null,
  boatId: number | null = null,
) {
  return useQuery({ ...scheduleDaysQueryOptions(span, boatId), placeholderData: keepPreviousData });
}
