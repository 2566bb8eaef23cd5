import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIME_SLOTS } from '@shared/constants';
import type { WeatherHold } from '@shared/api/weather-holds';
import type * as api from '@shared/api/weather-holds';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/weather-holds -> holds from 30 days back, newest first. Shared by the office's
 * screens that mark held days: the Availability tab, the Bookings calendar and the day sheet.
 */
export const getWeatherHolds = async () =>
  (await callApi<typeof api.listWeatherHolds>('GET', '/api/weather-holds')).holds;

export const weatherHoldsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.weatherHolds, queryFn: getWeatherHolds });

export function useWeatherHolds(enabled = true) {
  return useQuery({ ...weatherHoldsQueryOptions(), enabled });
}

/** The holds still in force, by date: what a screen marks. */
export function activeHoldsByDate(holds: readonly WeatherHold[] | undefined) {
  const byDate = new Map<string, WeatherHold[]>();
  for (const hold of holds ?? []) {
    if (hold.liftedAt) continue;
    byDate.set(hold.date, [...(byDate.get(hold.date) ?? []), hold]);
  }
  return byDate;
}

/** 'Weather hold: Gale warning (10:00 AM, 12:00 PM)' or, for a whole day, without the list. */
export function holdText(holds: readonly WeatherHold[]): string {
  return holds
    .map((hold) => {
      const slots =
        hold.timeSlots.length === TIME_SLOTS.length ? '' : ` (${hold.timeSlots.join(', ')})`;
      return `Weather hold: ${hold.reason}${slots}`;
    })
    .join('; ');
}
