// The service worker (ADR 0013): registered once the page has loaded and the browser is idle, so it
// never competes with the first paint; workbox-window comes with it, as a lazy chunk. A new version
// of the site installs in the background and waits; `onUpdateWaiting` hears about it, and
// `activateUpdate` lets it take over and reloads the page on the new version.
import type { Workbox } from 'workbox-window';
import { afterLoadWhenIdle, type IdleTiming } from './after-load-when-idle.ts';

/** The build's service worker (scripts/service-worker.mjs), registered by every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Later than the calculator's steps, which the visitor is about to need. */
export const SERVICE_WORKER_IDLE_TIMING: IdleTiming = { timeoutMs: 5000, fallbackDelayMs: 1000 };

let workbox: Promise<Workbox | null> | undefined;

/** Registers the service worker once per page (a production build only: development has no sw.js). */
function registerServiceWorker(): Promise<Workbox | null> {
  if (import.meta.env.DEV || typeof window === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  workbox ??= new Promise<void>((resolve) => afterLoadWhenIdle(resolve, SERVICE_WORKER_IDLE_TIMING))
    .then(() => import('workbox-window'))
    .then(async ({ Workbox }) => {
      const instance = new Workbox(SERVICE_WORKER_URL);
      await instance.register();
      return instance;
    })
    .catch((error: unknown) => {
      // Without a service worker the site works as before, online only.
      console.debug('service worker not registered', error);
      return null;
    });
  return workbox;
}

/** Calls `listener` when a new version of the site has installed and waits to take over; returns the unsubscribe. */
export function onUpdateWaiting(listener: () => void): () => void {
  let active = true;
  let unsubscribe = () => {};
  void registerServiceWorker().then((instance) => {
    if (!instance || !active) return;
    instance.addEventListener('waiting', listener);
    unsubscribe = () => instance.removeEventListener('waiting', listener);
  });
  return () => {
    active = false;
    unsubscribe();
  };
}

/** Lets the waiting version take over, then reloads the page on it. */
export async function activateUpdate(): Promise<void> {
  const instance = await registerServiceWorker();
  if (!instance) {
    window.location.reload();
    return;
  }
  instance.addEventListener('controlling', () => window.location.reload());
  instance.messageSkipWaiting();
}
