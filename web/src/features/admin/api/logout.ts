// POST /api/admin/logout: ends the session on the server. The stored copy is removed whatever the
// answer, so a failed call can never leave the operator looking logged in on this device.
import { useMutation } from '@tanstack/react-query';
import { logoutResponseSchema } from '#contracts/admin.ts';
import { adminRequest, SessionExpiredError } from './admin-request.ts';
import { clearStoredSession } from './admin-session-store.ts';

/** Resolves to whether the server confirmed the logout (an already-ended session counts as ended). */
async function logoutAdmin(): Promise<{ serverConfirmed: boolean }> {
  try {
    await adminRequest('POST', '/api/admin/logout', logoutResponseSchema);
    return { serverConfirmed: true };
  } catch (error) {
    if (error instanceof SessionExpiredError) return { serverConfirmed: true };
    return { serverConfirmed: false };
  } finally {
    clearStoredSession();
  }
}

export function useAdminLogout() {
  return useMutation({ mutationFn: logoutAdmin });
}
