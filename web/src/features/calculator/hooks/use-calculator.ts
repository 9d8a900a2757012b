import { useEffect, useReducer, useRef } from 'react';
import { toast } from '#web/components/ui/use-toast.ts';
import { calculatorReducer, initialState } from '../state/calculator-state.ts';
import { loadCalculatorState, saveCalculatorState } from '../state/persistence.ts';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser's settings: the calculator works without it.
    return null;
  }
}

/** The calculator's state, restored from and saved to this browser after hydration. */
export function useCalculator() {
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const canSave = useRef(false);

  useEffect(() => {
    // Read storage only after hydration, so the prerendered HTML and the first render agree.
    const storage = browserStorage();
    if (!storage) return;
    let cancelled = false;
    void loadCalculatorState(storage).then((result) => {
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
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    // Nothing is written until the stored state has been read, so a reload never overwrites it.
    const storage = canSave.current ? browserStorage() : null;
    if (storage) saveCalculatorState(storage, state);
  }, [state]);

  return [state, dispatch] as const;
}
