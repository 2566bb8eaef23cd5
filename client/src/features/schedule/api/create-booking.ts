import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api-types';
import type { OwnerBookingInput } from '@shared/schemas/booking';
import { apiSend } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/bookings -> { booking }. */
export const createBooking = async (input: OwnerBookingInput) =>
  (await apiSend<{ booking: Booking }>('POST', '/api/bookings', input)).booking;

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
    },
  });
}
