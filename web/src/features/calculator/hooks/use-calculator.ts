import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '#web/components/ui/use-toast.ts';
import type { MessageId } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';
import type { LinkFailure } from '../share/scenario-link.ts';
import { initialState } from '../state/calculator-state.ts';
import { calculatorReducer } from '../state/calculator-reducer.ts';
import { browserStorage } from '../state/browser-storage.ts';
import { loadCalculatorState, saveCalculatorState, storageKey } from '../state/persistence.ts';
import { rearmResultTracking } from '../state/result-tracked-mark.ts';

/** Where the answers saved before a shared link was opened are kept, so they can be brought back. */
export const beforeLinkStorageKey = 'salary-reality-check:calculator:before-link';
/**
 * The answers the last opened link put in place, as saved (step left out). While the saved answers
 * still equal them, they are the link's, not the visitor's: a second link must not replace the kept
 * copy of the visitor's own with them, and a reload still offers the way back.
 */
const linkAnswersStorageKey = 'salary-reality-check:calculator:link-answers';

/**
 * A saved state read once: its answers (the stored JSON with the step set aside, so moving between
 * steps changes nothing) and whether the calculator was started; null when it is not a saved state.
 */
function savedAnswers(raw: string | null): { answers: string; started: boolean } | null {
  if (raw === null) return null;
  try {
    const json: unknown = JSON.parse(raw);
    if (typeof json !== 'object' || json === null || !('state' in json)) return null;
    const { state } = json as { state: unknown };
    if (typeof state !== 'object' || state === null) return null;
    const started = !('started' in state) || state.started !== false;
    return { answers: JSON.stringify({ ...json, state: { ...state, step: 0 } }), started };
  } catch {
    return null;
  }
}

/** Whether the saved answers are the visitor's own work: neither a link's, untouched, nor a calculator not yet started. */
function ownWork(storage: Storage, own: string): boolean {
  const saved = savedAnswers(own);
  return saved === null || (saved.started && saved.answers !== storage.getItem(linkAnswersStorageKey));
}

const linkFailureMessages: Readonly<Record<LinkFailure, MessageId>> = {
  notALink: 'link.reason.notALink',
  newerVersion: 'link.reason.newerVersion',
  unknownFormat: 'link.reason.unknownFormat',
  badCharacters: 'link.reason.badCharacters',
  cutShort: 'link.reason.cutShort',
  notAccepted: 'link.reason.notAccepted',
  noActiveOffer: 'link.reason.noActiveOffer',
};

/** After a shared link opened: whether the visitor's own answers were kept aside and can come back. */
export interface LinkNotice {
  canRestore: boolean;
}

/** The calculator's state, restored from and saved to this browser after hydration, or opened from a shared link. */
export function useCalculator() {
  // The toasts speak the page's language; `t` changes only with it (one Lingui instance per language).
  const t = useT();
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const [linkNotice, setLinkNotice] = useState<LinkNotice | null>(null);
  const canSave = useRef(false);
  /** Set when a link opened: the next save records its answers (linkAnswersStorageKey). */
  const markLinkAnswers = useRef(false);

  /** Opens a scenario link in the location's fragment; true when one was opened. */
  const openLink = useCallback(
    async (storage: Storage | null): Promise<boolean> => {
      const hash = window.location.hash;
      // The share module (and zod) is fetched only when there is a link to read.
      if (!hash.startsWith('#s=')) return false;
      const { openScenarioFragment } = await import('../share/scenario-link.ts');
      const opened = await openScenarioFragment(hash);
      // The fragment has done its job: a reload shows the saved answers instead of opening it again.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      if (!opened.ok) {
        toast({
          title: t('link.openFailed'),
          description: `${t(linkFailureMessages[opened.reason])} ${t('link.savedUnchanged')}`,
          variant: 'destructive',
          onOpening: true,
        });
        return false;
      }
      let kept = false;
      try {
        const own = storage?.getItem(storageKey) ?? null;
        // A copy already kept stays unless the saved answers are the visitor's own work since: a
        // second link opened over the first one's answers must not put those in its place.
        if (storage && own !== null && ownWork(storage, own)) storage.setItem(beforeLinkStorageKey, own);
        kept = storage?.getItem(beforeLinkStorageKey) != null;
      } catch {
        kept = false;
      }
      markLinkAnswers.current = true;
      // A link's results are reported in the browser that opens them, as they always were.
      rearmResultTracking();
      dispatch({ type: 'restore', state: opened.state });
      canSave.current = true;
      setLinkNotice({ canRestore: kept });
      return true;
    },
    [t],
  );

  useEffect(() => {
    // Read storage and the link only after hydration, so the prerendered HTML and the first render agree.
    const storage = browserStorage();
    let cancelled = false;
    void (async () => {
      if (await openLink(storage)) return;
      if (!storage || cancelled) return;
      const result = await loadCalculatorState(storage);
      if (cancelled) return;
      if (result.status === 'restored') {
        dispatch({ type: 'restore', state: result.state });
        // Reloaded on a link's answers, untouched: the way back to the visitor's own is offered again.
        const own = storage.getItem(storageKey);
        if (storage.getItem(beforeLinkStorageKey) !== null && own !== null && !ownWork(storage, own)) setLinkNotice({ canRestore: true });
      }
      if (result.status === 'unreadable') {
        toast({
          title: t('saved.unreadable.title'),
          description: result.keptCopy ? t('saved.unreadable.keptCopy') : t('saved.unreadable.notKept'),
          variant: 'destructive',
          onOpening: true,
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
  }, [openLink, t]);

  useEffect(() => {
    // Nothing is written until the stored state has been read, so a reload never overwrites it.
    const storage = canSave.current ? browserStorage() : null;
    if (!storage) return;
    saveCalculatorState(storage, state);
    if (markLinkAnswers.current) {
      markLinkAnswers.current = false;
      try {
        const saved = savedAnswers(storage.getItem(storageKey));
        if (saved) storage.setItem(linkAnswersStorageKey, saved.answers);
      } catch {
        // Without the record a later link keeps a copy of these answers too, as before it existed.
      }
    }
    // Away from the results (back to a step, or Start over), reaching them again is reported again.
    if (state.step !== 5) rearmResultTracking();
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
      storage.removeItem(linkAnswersStorageKey);
      toast({ title: t('saved.restored'), variant: 'success' });
    } else {
      toast({ title: t('saved.earlierUnreadable.title'), description: t('saved.earlierUnreadable.text'), variant: 'destructive' });
    }
  }, [t]);

  return [state, dispatch, { linkNotice, dismissLinkNotice: () => setLinkNotice(null), restoreOwnAnswers }] as const;
}
