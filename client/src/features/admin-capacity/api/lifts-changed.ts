import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a lift is added, changed or retired: the lifts, and what owners may book (a boat's
 * deadlines depend on the lifts that take it), are out of date.
 */
export function useLiftsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.lifts }),
      queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
    ]);
}
