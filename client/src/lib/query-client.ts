import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSessionIfIdle } from './session';

/**
 * docs/product.md#api-calls: reads never retry, never go stale on their own, never refetch on focus
 * or poll.
 */
export function createQueryClient(): QueryClient {
  // Any read or write may be the first to learn that a staff session idled out.
  const onError = (error: unknown) => endSessionIfIdle(queryClient, error);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // Offline, a read still asks: the service worker answers the owner's with the last copy
        // (docs/decisions/0028-installable-app.md). By default the query would wait for a
        // connection, showing nothing.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
