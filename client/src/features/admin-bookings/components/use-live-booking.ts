import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { queryKeys } from '@/lib/query-keys';

function findCached(queryClient: QueryClient, id: number): AdminBooking | undefined {
  const lists = queryClient.getQueriesData<{ bookings?: AdminBooking[] }>({
    queryKey: queryKeys.adminBookings,
  });
  for (const [, list] of lists) {
    const found = list?.bookings?.find((b) => b.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The booking as the cached admin lists hold it now, so a panel opened from the list or the
 * calendar shows a flag the moment it flips (optimistically, then the server's copy).
 */
export function useLiveBooking(booking: AdminBooking | null): AdminBooking | null {
  const queryClient = useQueryClient();
  const id = booking?.id;
  const cached = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => (id === undefined ? undefined : findCached(queryClient, id)),
  );
  return cached ?? booking;
}
