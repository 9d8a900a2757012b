import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { describeAdminError, SessionExpiredError } from '../api/admin-request.ts';
import { useSessionStatus } from '../api/session-check.ts';
import { useStoredSession } from '../hooks/use-stored-session.ts';

/**
 * Shows the dashboard only once the server has accepted the stored session, so no
 * tab ever starts its calls, or shows a figure, for an operator who is not logged in.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const storedSession = useStoredSession();
  useEffect(() => {
    // Never logged in on this device, or logged out in another tab: back to the login page. A
    // session the server refuses is handled by the 401 path instead, with its toast.
    if (storedSession === null) navigate('/admin', { replace: true });
  }, [storedSession, navigate]);
  const session = useSessionStatus(typeof storedSession === 'string');

  if (typeof storedSession === 'string' && session.isSuccess) return <>{children}</>;
  if (session.isError && !(session.error instanceof SessionExpiredError)) {
    return (
      <div role="alert" className="mx-auto grid max-w-md gap-3 rounded-2xl border border-red-200 bg-white p-5 text-sm">
        <p className="font-semibold text-red-900">Could not check your session: {describeAdminError(session.error)}</p>
        <Button variant="secondary" onClick={() => void session.refetch()} disabled={session.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="py-16 text-center text-sm text-slate-700">
      Checking your session…
    </p>
  );
}
