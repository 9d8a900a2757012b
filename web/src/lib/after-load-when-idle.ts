// Work that must not compete with the first paint (the calculator's steps, the service worker):
// started once the page has loaded and the browser is idle. Safari has no requestIdleCallback; a
// short timeout after the load stands in for it.

export interface IdleTiming {
  /** requestIdleCallback's deadline: the task runs by then even if the browser never idles. */
  timeoutMs: number;
  /** Without requestIdleCallback, the delay after the load. */
  fallbackDelayMs: number;
}

/** Runs `task` after the load, when the browser is idle; the returned function cancels it if it has not run. */
export function afterLoadWhenIdle(task: () => void, { timeoutMs, fallbackDelayMs }: IdleTiming): () => void {
  const whenIdle = typeof requestIdleCallback === 'function';
  let pending: number | undefined;
  const schedule = () => {
    pending = whenIdle ? requestIdleCallback(task, { timeout: timeoutMs }) : window.setTimeout(task, fallbackDelayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (pending === undefined) return;
    if (whenIdle) cancelIdleCallback(pending);
    else window.clearTimeout(pending);
  };
}
