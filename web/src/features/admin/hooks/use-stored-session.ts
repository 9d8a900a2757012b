import { useSyncExternalStore } from 'react';
import { readStoredSession, subscribeToStoredSession } from '../api/admin-session-store.ts';

/**
 * The stored session id: undefined while rendering on the server and hydrating (there is no
 * localStorage there), then the id or null. Follows logins and logouts in other tabs.
 */
export function useStoredSession(): string | null | undefined {
  return useSyncExternalStore(subscribeToStoredSession, readStoredSession, () => undefined);
}
