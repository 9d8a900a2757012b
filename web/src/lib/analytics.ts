// Visitor analytics (decision 13): one page view per route change, and a time-on-page beacon when
// the visitor leaves a page after more than 3 seconds. Only the path and referrer are sent; the
// server derives everything else and stores no IP or user agent (decision 12).
const trackUrl = '/api/analytics/track';
export const minimumSecondsOnPage = 3;

export function sendPageView(page: string, referrer: string | null): void {
  void fetch(trackUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page, referrer }),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => {
    // Tracking failures are only logged, never shown (spec 001 section 8).
    console.debug('page view not recorded');
  });
}

export function sendTimeOnPage(page: string, seconds: number): void {
  if (seconds <= minimumSecondsOnPage) return;
  const body = JSON.stringify({ page, timeOnPage: Math.round(seconds) });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(trackUrl, body)) return;
  void fetch(trackUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true, credentials: 'omit' }).catch(() => {
    console.debug('time on page not recorded');
  });
}

/** Whether a path is tracked: the operator's own pages are not. */
export function isTrackedPath(path: string): boolean {
  return !path.toLowerCase().startsWith('/admin');
}
