import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeatherHoldPreviewInput } from '@shared/schemas/weather-holds';
import type * as api from '@shared/api/weather-holds';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/weather-holds/preview -> where each booking would go; nothing changes. */
export const previewWeatherHold = (input: WeatherHoldPreviewInput) =>
  callApi<typeof api.previewWeatherHold>('POST', '/api/weather-holds/preview', { body: input });

export const weatherHoldPreviewQueryOptions = (input: WeatherHoldPreviewInput) =>
  queryOptions({
    queryKey: queryKeys.weatherHoldPreview(input),
    queryFn: () => previewWeatherHold(input),
    // Places come and go: each look at the dialog plans afresh.
    staleTime: 0,
    gcTime: 0,
  });

export function useWeatherHoldPreview(input: WeatherHoldPreviewInput, enabled: boolean) {
  return useQuery({ ...weatherHoldPreviewQueryOptions(input), enabled });
}
