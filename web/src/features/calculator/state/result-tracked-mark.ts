import { browserStorage } from './browser-storage.ts';

/**
 * Set in this browser once the results shown have been reported, and cleared when the visitor goes
 * back to a step: a reload or a later visit that reopens the saved results is not another calculation
 * (without it the operator's "Total calculations" rose on every reload). Holds "1", nothing else. Its
 * own module, apart from the tracking call, so the first load does not carry the results' code.
 */
export const resultTrackedStorageKey = 'salary-reality-check:calculator:result-tracked';

/** The results were left for a step (or the answers cleared): the next time they are reached counts. */
export function rearmResultTracking(): void {
  try {
    browserStorage()?.removeItem(resultTrackedStorageKey);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** Whether the results shown were reported (the mark is set); false where storage is blocked. */
export function resultReported(): boolean {
  try {
    return browserStorage()?.getItem(resultTrackedStorageKey) === '1';
  } catch {
    return false;
  }
}

/** Sets the mark: the results shown count as reported. */
export function markResultReported(): void {
  try {
    browserStorage()?.setItem(resultTrackedStorageKey, '1');
  } catch {
    // Storage blocked: nothing is kept, so the next visit reports, as without the mark.
  }
}

/** Marks the results shown as reported; false when they already were (the mark was set), so nothing is sent. */
export function claimResultReport(): boolean {
  if (resultReported()) return false;
  markResultReported();
  return true;
}
