import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '#web/components/ui/use-toast.ts';
import { calculatorReducer, initialState } from '../state/calculator-state.ts';
import { loadCalculatorState, saveCalculatorState, storageKey } from '../state/persistence.ts';

/** Where the answers saved before a shared link was opened are kept, so they can be brought back. */
export const beforeLinkStorageKey = 'salary-reality-check:calculator:before-link';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser's settings: the calculator works without it.
    return null;
  }
}

/** After a shared link opened: whether the visitor's own answers were kept aside and can come back. */
export interface LinkNotice {
  canRestore: boolean;
}

/** The calculator's state, restored from and saved to this browser after hydration, or opened from a shared link. */
export function useCalculator() {
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const [linkNotice, setLinkNotice] = useState<LinkNotice | null>(null);
  const canSave = useRef(false);

  /** Opens a scenario link in the location's fragment; true when one was opened. */
  const openLink = useCallback(async (storage: Storage | null): Promise<boolean> => {
    const hash = window.location.hash;
    // The share module (and zod) is fetched only when there is a link to read.
    if (!hash.startsWith('#s=')) return false;
    const { openScenarioFragment } = await import('../share/scenario-link.ts');
    const opened = await openScenarioFragment(hash);
    // The fragment has done its job: a reload shows the saved answers instead of opening it again.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!opened.ok) {
      toast({
        title: 'This link could not be opened',
        description: `${opened.reason} Your saved answers are unchanged.`,
        variant: 'destructive',
      });
      return false;
    }
    let kept = false;
    try {
      const own = storage?.getItem(storageKey) ?? null;
      if (storage && own !== null) {
        storage.setItem(beforeLinkStorageKey, own);
        kept = true;
      }
    } catch {
      kept = false;
    }
    dispatch({ type: 'restore', state: opened.state });
    canSave.current = true;
    setLinkNotice({ canRestore: kept });
    return true;
  }, []);

  useEffect(() => {
    // Read storage and the link only after hydration, so the prerendered HTML and the first render agree.
    const storage = browserStorage();
    let cancelled = false;
    void (async () => {
      if (await openLink(storage)) return;
      if (!storage || cancelled) return;
      const result = await loadCalculatorState(storage);
      if (cancelled) return;
      if (result.status === 'restored') dispatch({ type: 'restore', state: result.state });
      if (result.status === 'unreadable') {
        toast({
          title: 'Your saved answers could not be read',
          description: result.keptCopy
            ? 'The calculator starts afresh; what was saved is kept aside in this browser.'
            : 'The calculator starts afresh and will not save over them.',
          variant: 'destructive',
        });
      }
      // An unreadable state that could not be copied aside is never overwritten.
      canSave.current = result.status !== 'unreadable' || result.keptCopy;
    })();
    // A link pasted into this tab while the calculator is open changes only the fragment.
    const onHashChange = () => void openLink(browserStorage());
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [openLink]);

  useEffect(() => {
    // Nothing is written until the stored state has been read, so a reload never overwrites it.
    const storage = canSave.current ? browserStorage() : null;
    if (storage) saveCalculatorState(storage, state);
  }, [state]);

  /** Brings back the answers saved before the link was opened. */
  const restoreOwnAnswers = useCallback(async () => {
    const storage = browserStorage();
    const raw = storage?.getItem(beforeLinkStorageKey) ?? null;
    setLinkNotice(null);
    if (!storage || raw === null) return;
    const result = await loadCalculatorState({ getItem: (key) => (key === storageKey ? raw : null), setItem: () => undefined });
    if (result.status === 'restored') {
      dispatch({ type: 'restore', state: result.state });
      storage.removeItem(beforeLinkStorageKey);
      toast({ title: 'Your own answers are back', variant: 'success' });
    } else {
      toast({
        title: 'Your earlier answers could not be read',
        description: 'They are still kept in this browser.',
        variant: 'destructive',
      });
    }
  }, []);

  return [state, dispatch, { linkNotice, dismissLinkNotice: () => setLinkNotice(null), restoreOwnAnswers }] as const;
}
