// The service worker (ADR 0013): registered once the page has loaded and the browser is idle, so it
// never competes with the first paint; workbox-window comes with it, as a lazy chunk. A new version
// of the site installs in the background and waits; `onUpdateWaiting` hears about it, and
// `activateUpdate` lets it take over and reloads the page on the new version.
import type { Workbox } from 'workbox-window';

const SERVICE_WORKER_URL = '/sw.js';

let workbox: Promise<Workbox | null> | undefined;

function whenIdleAfterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 5000 }) : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Registers the service worker once per page (a production build only: development has no sw.js). */
function registerServiceWorker(): Promise<Workbox | null> {
  if (import.meta.env.DEV || typeof window === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  workbox ??= whenIdleAfterLoad()
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

/** Calls `listener` when a new version of the site has installed and waits to take over. */
export function onUpdateWaiting(listener: () => void): () => void {
  let active = true;
  const notify = () => {
    if (active) listener();
  };
  void registerServiceWorker().then((instance) => instance?.addEventListener('waiting', notify));
  return () => {
    active = false;
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
