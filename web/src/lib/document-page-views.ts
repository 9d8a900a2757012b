// Page views and the time-on-page beacon for a page served without the framework (ADR 0011): the
// events use-page-tracking.ts sends on route changes, sent here for one document. A page view when
// the page is shown (and again when the back or forward button brings it out of the browser's page
// cache); the beacon when the visitor leaves or hides the page, for the time it was visible.
import { isTrackedPath, sendPageView, sendTimeOnPage } from './analytics.ts';

/** Starts tracking the current page; the returned function stops it. */
export function trackDocumentPageViews(): () => void {
  const page = window.location.pathname;
  const listening = new AbortController();
  const stop = () => listening.abort();
  if (!isTrackedPath(page)) return stop;
  sendPageView(page, document.referrer || null);
  // When the visible stretch being timed began; null while the page is hidden.
  let visibleSince: number | null = document.visibilityState === 'hidden' ? null : performance.now();

  const endVisibleStretch = () => {
    if (visibleSince === null) return;
    sendTimeOnPage(page, (performance.now() - visibleSince) / 1000);
    visibleSince = null;
  };

  const options = { signal: listening.signal };
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') endVisibleStretch();
      else visibleSince ??= performance.now();
    },
    options,
  );
  // Browsers that unload without a visibilitychange still fire pagehide; after one, this sends nothing.
  window.addEventListener('pagehide', endVisibleStretch, options);
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      sendPageView(page, null);
      visibleSince = performance.now();
    },
    options,
  );
  return stop;
}
