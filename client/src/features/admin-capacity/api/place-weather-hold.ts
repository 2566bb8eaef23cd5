import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WeatherHoldInput } from '@shared/schemas/weather-holds';
import type * as api from '@shared/api/weather-holds';
import { callApi } from '@/lib/api-client';
import { createBookingAttempts } from '@/lib/booking-attempts';
import { queryKeys } from '@/lib/query-keys';
import { useCapacityChanged } from './capacity-changed';

/** POST /api/weather-holds -> 201 { hold, moves }: closes the deadlines and moves the bookings. */
export const placeWeatherHold = (input: WeatherHoldInput, idempotencyKey: string) =>
  callApi<typeof api.placeWeatherHold>('POST', '/api/weather-holds', {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A double click or a retry after a dropped connection holds once (the server replays). */
export function usePlaceWeatherHold() {
  const changed = useCapacityChanged();
  const queryClient = useQueryClient();
  const [submit] = useState(() =>
    createBookingAttempts((input, key) => placeWeatherHold(input as WeatherHoldInput, key)),
  );
  return useMutation({
    mutationFn: (input: WeatherHoldInput) => submit(input),
    onSettled: async () => {
      await changed();
      await queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
    },
  });
}
