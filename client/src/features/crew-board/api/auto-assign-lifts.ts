import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/lifts';
import { callApi } from '@/lib/api-client';
import { patchCachedBooking } from '@/lib/cached-admin-lists';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/lifts/auto-assign { date } -> { assigned, unplaced }: the day's bookings without a
 * lift go on lifts that fit them and have room, biggest boats first.
 */
export const autoAssignLifts = (date: string) =>
  callApi<typeof api.autoAssignLifts>('POST', '/api/lifts/auto-assign', { body: { date } });

/** The cards move at once; then the day is read again, as the server now holds it. */
export function useAutoAssignLifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: autoAssignLifts,
    onSuccess: ({ assigned }) => {
      for (const { bookingId, liftId } of assigned) {
        patchCachedBooking(queryClient, bookingId, { liftId });
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll });
    },
  });
}
