import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md#api-calls: reads never retry, never go stale on their own, never refetch on focus
 * or poll.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
