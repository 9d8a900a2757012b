import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SessionExpiredError } from '../api/admin-request.ts';
import { clearStoredSession } from '../api/admin-session-store.ts';
import { sessionStatusQuery } from '../api/session-check.ts';
import { useStoredSession } from './use-stored-session.ts';

/**
 * On the login page: when this browser still holds a session the server accepts, go straight to
 * the dashboard. A session the server refuses is forgotten quietly (no "Session expired" toast on
 * the page that is already the answer to it). Returns whether the check is running.
 */
export function useStoredSessionRedirect(): boolean {
  const navigate = useNavigate();
  const storedSession = useStoredSession();
  const session = useQuery({ ...sessionStatusQuery(), enabled: typeof storedSession === 'string', meta: { quietSessionExpiry: true } });
  useEffect(() => {
    if (session.isSuccess) navigate('/admin/dashboard', { replace: true });
    else if (session.error instanceof SessionExpiredError) clearStoredSession();
  }, [session.isSuccess, session.error, navigate]);
  return session.isFetching;
}
