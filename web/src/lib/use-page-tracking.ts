import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isTrackedPath, sendPageView, sendTimeOnPage } from './analytics.ts';

/** Scrolls to the top and records a page view on every route change (spec 001 section 4). */
export function usePageTracking(): void {
  const { pathname } = useLocation();
  const current = useRef<{ page: string; since: number } | null>(null);
  const isFirstView = useRef(true);

  useEffect(() => {
    if (!isFirstView.current) window.scrollTo(0, 0);
    const referrer = isFirstView.current ? document.referrer || null : `${window.location.origin}${current.current?.page ?? ''}`;
    isFirstView.current = false;
    if (!isTrackedPath(pathname)) {
      current.current = null;
      return;
    }
    sendPageView(pathname, referrer);
    current.current = { page: pathname, since: performance.now() };
    return () => {
      const view = current.current;
      if (view) sendTimeOnPage(view.page, (performance.now() - view.since) / 1000);
    };
  }, [pathname]);

  useEffect(() => {
    // Leaving the site (closing the tab, following an external link) ends the page view too.
    const onHide = () => {
      const view = current.current;
      if (document.visibilityState !== 'hidden' || !view) return;
      sendTimeOnPage(view.page, (performance.now() - view.since) / 1000);
      current.current = { page: view.page, since: performance.now() };
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);
}
