import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearedBookingsResponse } from '@shared/api-types';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/dev/clear-bookings (SPEC §7) -> { cleared }: cancels every active booking. A GET
 * that writes: the api client's X-Requested-With header is what the server's CSRF rule wants.
 */
export const clearBookings = () => apiGet<ClearedBookingsResponse>('/api/dev/clear-bookings');

export function useClearBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearBookings,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
      ]);
    },
  });
}
