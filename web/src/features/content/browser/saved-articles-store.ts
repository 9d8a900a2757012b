// Save keeps article ids in a "Saved" list in this browser's localStorage. Nothing is
// sent anywhere. Read on every use, so every open tab agrees (the storage event tells a page when
// another tab changed the list).

const savedArticlesKey = 'saved-articles';

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The saved ids, most recent first; none when storage is blocked (private mode, policy). */
export function savedArticleIds(): string[] {
  try {
    return parse(window.localStorage.getItem(savedArticlesKey));
  } catch {
    return [];
  }
}

/** Adds or removes an id; returns whether it is saved afterwards. Throws when storage refuses. */
export function toggleSavedArticle(id: string): boolean {
  const current = savedArticleIds();
  const saved = !current.includes(id);
  const next = saved ? [id, ...current] : current.filter((item) => item !== id);
  window.localStorage.setItem(savedArticlesKey, JSON.stringify(next));
  return saved;
}

/** Calls `listener` when another tab changes the list. */
export function onSavedArticlesChangedElsewhere(listener: () => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key === savedArticlesKey || event.key === null) listener();
  });
}
