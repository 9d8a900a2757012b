import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '#web/lib/query-client.ts';
import { FeedbackForm } from './feedback-form.tsx';

/**
 * The feedback form with the TanStack Query client its submission uses. The calculator page provides
 * none: the library loads with this form, on the results, not with the first load of /.
 */
export function FeedbackFormWithQueryClient({ location }: { location: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FeedbackForm location={location} />
    </QueryClientProvider>
  );
}
