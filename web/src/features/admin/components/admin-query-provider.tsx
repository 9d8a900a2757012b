import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '#web/lib/query-client.ts';
import { useSessionExpiryRedirect } from '../hooks/use-session-expiry-redirect.ts';

/**
 * The operator area's own query client: the spec's defaults (no retry, no refetch on focus, polling
 * only where asked), plus a fresh read whenever a tab is opened again, so a tab never shows figures
 * from an earlier visit as if they were current. Its cache lives and dies with the admin pages and
 * never mixes with the public pages' cache.
 */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: 'always' } });
    return client;
  });
  useSessionExpiryRedirect(queryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
