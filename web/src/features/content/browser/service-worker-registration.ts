// The content pages' part of ADR 0013: they register the same service worker as the calculator, with
// the browser's own call (no workbox-window: a content page offers no update, since the service
// worker fetches content pages from the network first). After the load, when the browser is idle.
import { afterLoadWhenIdle } from '#web/lib/after-load-when-idle.ts';
import { SERVICE_WORKER_IDLE_TIMING, SERVICE_WORKER_URL } from '#web/lib/service-worker.ts';

export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  afterLoadWhenIdle(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // Without it the page works as before, online only.
    });
  }, SERVICE_WORKER_IDLE_TIMING);
}
