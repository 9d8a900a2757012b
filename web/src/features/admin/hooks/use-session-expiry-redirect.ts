import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/components/ui/use-toast.ts';
import { SessionExpiredError } from '../api/admin-request.ts';
import { clearStoredSession } from '../api/admin-session-store.ts';

/**
 * Any admin call answering 401 sends the operator back to /admin with a "Session
 * expired" toast. Watches every query and mutation of the admin client, and acts once even when
 * several polls fail together.
 */
export function useSessionExpiryRedirect(queryClient: QueryClient): void {
  const navigate = useNavigate();
  const redirected = useRef(false);

  useEffect(() => {
    const expire = (error: unknown) => {
      if (!(error instanceof SessionExpiredError) || redirected.current) return;
      redirected.current = true;
      clearStoredSession();
      // Stops every poll at once; the figures of an ended session are not kept around.
      queryClient.cancelQueries().catch(() => undefined);
      queryClient.clear();
      toast({ title: 'Session expired', description: 'Please log in again.', variant: 'destructive' });
      navigate('/admin', { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      // The login page's own check of a stored session handles its answer itself.
      if (event.query.meta?.quietSessionExpiry === true) return;
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);
}
