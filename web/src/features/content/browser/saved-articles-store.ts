// Decision 21: Save keeps article ids in a "Saved" list in this browser's localStorage. Nothing is
// sent anywhere. The list is read through useSyncExternalStore so the server render (nothing
// saved) hydrates cleanly and every open tab agrees.
import { useSyncExternalStore } from 'react';

const savedArticlesKey = 'saved-articles';

const listeners = new Set<() => void>();
const noneSaved: readonly string[] = [];
let snapshot: { raw: string | null; ids: readonly string[] } = { raw: null, ids: noneSaved };

function parse(raw: string | null): readonly string[] {
  if (!raw) return noneSaved;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : noneSaved;
  } catch {
    return noneSaved;
  }
}

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(savedArticlesKey);
  } catch {
    // Storage blocked (private mode, policy): behave as an empty list.
  }
  // The same array while storage is unchanged, as useSyncExternalStore requires.
  if (raw !== snapshot.raw) snapshot = { raw, ids: parse(raw) };
  return snapshot.ids;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === savedArticlesKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds or removes an id; returns whether it is saved afterwards. Throws when storage refuses. */
export function toggleSavedArticle(id: string): boolean {
  const current = read();
  const saved = !current.includes(id);
  const next = saved ? [id, ...current] : current.filter((item) => item !== id);
  window.localStorage.setItem(savedArticlesKey, JSON.stringify(next));
  for (const listener of listeners) listener();
  return saved;
}

/** The saved ids, most recent first; always empty during the server render. */
export function useSavedArticles(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => noneSaved);
}

export function useIsArticleSaved(id: string): boolean {
  const ids = useSavedArticles();
  return ids.includes(id);
}
