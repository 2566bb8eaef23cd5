import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingResponse } from '@shared/api-types';
import type { ServiceStatus } from '@shared/constants';
import { apiSend } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The statuses the server accepts next (issue 27), so a screen offers only those: any status
 * may go back to 'scheduled' (a mis-tap); a boat in the slings can only finish; a finished or
 * missed one only goes back.
 */
const NEXT: Record<ServiceStatus, readonly ServiceStatus[]> = {
  scheduled: ['in_progress', 'done', 'no_show'],
  in_progress: ['done', 'scheduled'],
  done: ['scheduled'],
  no_show: ['scheduled'],
};

export function allowedNextStatuses(status: ServiceStatus): readonly ServiceStatus[] {
  return NEXT[status];
}

export interface ServiceStatusChange {
  bookingId: number;
  status: ServiceStatus;
}

/** PATCH /api/bookings/{id}/status { status } -> { booking }; a step the rules refuse is 409. */
export const setServiceStatus = async ({
  bookingId,
  status,
}: ServiceStatusChange): Promise<Booking> =>
  (await apiSend<BookingResponse>('PATCH', `/api/bookings/${bookingId}/status`, { status }))
    .booking;

export function useSetServiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
  });
}
