import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/weather-holds';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCapacityChanged } from './capacity-changed';

/** DELETE /api/weather-holds/{id}: its deadlines reopen; moved bookings stay where they are. */
export const liftWeatherHold = (id: number) =>
  callApi<typeof api.liftWeatherHold>('DELETE', '/api/weather-holds/:id', { params: { id } });

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
