// The wizard's answers are kept in this browser only (localStorage), never sent. What comes back
// from storage is untrusted: it is validated, and anything that does not fit is dropped.
import { initialState, type CalculatorState } from './calculator-state.ts';

export const storageKey = 'salary-reality-check:calculator:v1';

export async function loadCalculatorState(storage: Pick<Storage, 'getItem'>): Promise<CalculatorState | null> {
  try {
    const raw = storage.getItem(storageKey);
    if (!raw) return null;
    const { storedStateSchema } = await import('./persisted-state-schema.ts');
    const parsed = storedStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveCalculatorState(storage: Pick<Storage, 'setItem' | 'removeItem'>, state: CalculatorState): void {
  try {
    if (state === initialState) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(state));
  } catch {
    // Private browsing or a full quota: the calculator still works, it just won't survive a reload.
  }
}
