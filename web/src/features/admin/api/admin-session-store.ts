// The operator's session id, kept in the browser under `admin_session` (spec 001 section 3). It is
// the bearer token of every admin call; the server holds only its hash and its expiry.
const STORAGE_KEY = 'admin_session';

export function readStoredSession(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); then there is simply no stored session.
    return null;
  }
}

export function storeSession(sessionId: string): void {
  window.localStorage.setItem(STORAGE_KEY, sessionId);
}

export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Calls `onChange` when another tab logs in or out (the storage event fires only in other tabs). */
export function subscribeToStoredSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
