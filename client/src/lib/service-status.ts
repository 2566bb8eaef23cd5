import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/booking-views';
import { SERVICE_STATUSES, type ServiceStatus } from '@shared/constants';
import { canChangeStatus } from '@shared/schemas/service-status';
import type * as api from '@shared/api/service-status';
import { callApi } from '@/lib/api-client';
import { showServerBooking } from '@/lib/cached-admin-lists';

/**
 * The statuses the server accepts next (its rules, from shared/), so a screen offers only
 * those: any status may go back to 'scheduled'; a boat in the slings can only finish.
 */
export function allowedNextStatuses(status: ServiceStatus): readonly ServiceStatus[] {
  // Forward steps first, the undo last: the order screens show them in.
  const order = [...SERVICE_STATUSES.filter((to) => to !== 'scheduled'), 'scheduled' as const];
  return order.filter((to) => to !== status && canChangeStatus(status, to));
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
  (
    await callApi<typeof api.setServiceStatus>('PATCH', '/api/bookings/:id/status', {
      params: { id: bookingId },
      body: { status },
    })
  ).booking;

export function useSetServiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceStatus,
    onSuccess: (booking) => showServerBooking(queryClient, booking),
  });
}
