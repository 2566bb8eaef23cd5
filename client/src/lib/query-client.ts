import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: reads never retry, never go stale on their own, never refetch on focus or poll. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
