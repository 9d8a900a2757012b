// The content pages' part of ADR 0013: they register the same service worker as the calculator, with
// the browser's own call (no workbox-window: a content page offers no update, since the service
// worker fetches content pages from the network first). After the load, when the browser is idle.
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the page works as before, online only.
    });
  };
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
