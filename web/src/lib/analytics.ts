// Visitor analytics: one page view per route change, and a time-on-page beacon when
// the visitor leaves a page after more than 3 seconds. Only the path, the referrer and the seconds
// on the page are sent; the server derives everything else and stores no IP or user agent.
import { TIME_ON_PAGE_MAX_SECONDS, TIME_ON_PAGE_MIN_TRACKED_SECONDS } from '#contracts/analytics-limits.ts';
import type { PageViewRequest, TimeOnPageRequest } from '#contracts/analytics.ts';

const trackUrl = '/api/analytics/track';

function post(body: string, what: string): void {
  void fetch(trackUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    credentials: 'omit',
    keepalive: true,
  }).catch(() => {
    // Tracking failures are only logged, never shown (spec 001 section 8).
    console.debug(`${what} not recorded`);
  });
}

export function sendPageView(page: string, referrer: string | null): void {
  const body: PageViewRequest = { page, referrer };
  post(JSON.stringify(body), 'page view');
}

export function sendTimeOnPage(page: string, seconds: number): void {
  // Whole seconds are sent, so the threshold applies to the value the server will read: a beacon
  // is sent exactly when the server will count it. A tab left open past the contract's ceiling
  // reports the ceiling rather than a value the server would reject.
  const timeOnPage = Math.min(Math.round(seconds), TIME_ON_PAGE_MAX_SECONDS);
  if (!(timeOnPage > TIME_ON_PAGE_MIN_TRACKED_SECONDS)) return;
  const beacon: TimeOnPageRequest = { page, timeOnPage };
  const body = JSON.stringify(beacon);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(trackUrl, body)) return;
  post(body, 'time on page');
}

/** Whether a path is tracked: the operator's own pages are not. */
export function isTrackedPath(path: string): boolean {
  return !path.toLowerCase().startsWith('/admin');
}
