/** This browser's local storage, or null where the browser's settings block it: the calculator works without it. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
