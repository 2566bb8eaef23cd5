import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBookingInput } from '@shared/schemas/bookings';
import type * as api from '@shared/api/bookings';
import { callApi } from '@/lib/api-client';
import { createBookingAttempts } from '@/lib/booking-attempts';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/bookings with the office body (docs/product.md#api-calls) -> 201 { booking }. */
export const createOfficeBooking = async (body: AdminBookingInput, idempotencyKey: string) =>
  (
    await callApi<typeof api.createBooking>('POST', '/api/bookings', {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).booking;

/** A double click or a retry after a dropped connection books once (docs/decisions/0029-idempotency-keys.md). */
export function useCreateOfficeBooking() {
  const queryClient = useQueryClient();
  const [submit] = useState(() =>
    createBookingAttempts((body, key) => createOfficeBooking(body as AdminBookingInput, key)),
  );
  return useMutation({
    mutationFn: (body: AdminBookingInput) => submit(body),
    onSettled: () => {
      // Places change either way: booked, or refused because the deadline filled meanwhile.
      void queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usersAll });
    },
  });
}
