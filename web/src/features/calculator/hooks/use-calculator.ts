import { useEffect, useReducer, useRef } from 'react';
import { calculatorReducer, initialState } from '../state/calculator-state.ts';
import { loadCalculatorState, saveCalculatorState } from '../state/persistence.ts';

/** The calculator's state, restored from and saved to this browser after hydration. */
export function useCalculator() {
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const restored = useRef(false);

  useEffect(() => {
    // Read storage only after hydration, so the prerendered HTML and the first render agree.
    let cancelled = false;
    void loadCalculatorState(window.localStorage).then((saved) => {
      if (cancelled) return;
      if (saved) dispatch({ type: 'restore', state: saved });
      restored.current = true;
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    // Nothing is written until the stored state has been read, so a reload never overwrites it.
    if (restored.current) saveCalculatorState(window.localStorage, state);
  }, [state]);

  return [state, dispatch] as const;
}
