import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data-fetching defaults: no retries, no refetch on focus, no polling, never stale. There
 * is no default query function: every query names its own fetcher, which checks the answer against
 * the contract (the spec's generic key-as-URL fetch was never used and was removed).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
