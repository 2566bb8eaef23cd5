import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnerBookingInput } from '@shared/schemas/bookings';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { createBookingAttempts } from '@/lib/booking-attempts';

/** POST /api/bookings -> { booking }; the key makes a repeat of the same attempt harmless. */
export const createBooking = async (input: OwnerBookingInput, idempotencyKey?: string) =>
  (
    await callApi<typeof api.createBooking>('POST', '/api/bookings', {
      body: input,
      headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    })
  ).booking;

export function useCreateBooking() {
  const queryClient = useQueryClient();
  const [submit] = useState(() =>
    createBookingAttempts((values, key) => createBooking(values as OwnerBookingInput, key)),
  );
  return useMutation({
    mutationFn: (input: OwnerBookingInput) => submit(input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
    },
  });
}
