import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After any capacity or closure change: the tab's reads, the owners' availability (the
 * office's own schedule page) and the Activity view are all out of date.
 */
export function useCapacityChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.capacityAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.activityAll }),
    ]);
}
