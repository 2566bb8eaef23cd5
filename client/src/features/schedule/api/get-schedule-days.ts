import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as api from '@shared/api/availability';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/timeslots/days (public): whether each date of the span is open, full or closed. */
export const getScheduleDays = async (from: string, to: string) =>
  (
    await callApi<typeof api.getScheduleDays>('GET', '/api/timeslots/days', {
      query: { from, to },
    })
  ).days;

export const scheduleDaysQueryOptions = (span: { from: string; to: string } | null) =>
  queryOptions({
    queryKey: queryKeys.scheduleDays(span?.from ?? '', span?.to ?? ''),
    queryFn: () => getScheduleDays(span!.from, span!.to),
    enabled: span !== null,
    // Other owners book too: re-read a month shown again after a minute.
    staleTime: 60_000,
  });

/** The shown month's days; the previous month's marks stay while the next one loads. */
export function useScheduleDays(span: { from: string; to: string } | null) {
  return useQuery({ ...scheduleDaysQueryOptions(span), placeholderData: keepPreviousData });
}
