import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeatherHold } from '@shared/api/weather-holds';
import { apiSend } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCapacityChanged } from './capacity-changed';

/** DELETE /api/weather-holds/{id}: its deadlines reopen; moved bookings stay where they are. */
export const liftWeatherHold = (id: number) =>
  apiSend<{ message: string; hold: WeatherHold }>('DELETE', `/api/weather-holds/${id}`);

export function useLiftWeatherHold() {
  const changed = useCapacityChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftWeatherHold,
    onSuccess: async () => {
      await changed();
      await queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
    },
  });
}
