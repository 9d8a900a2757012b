import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '#web/lib/query-client.ts';

// TanStack Query serves the calculator (feedback, result tracking) and the operator area only.
// Providing it here rather than in root keeps it out of the content pages' JavaScript.
export default function QueryClientLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
