import { anyRouteFlags } from './route-handle-flags.ts';

// Which pages are served as their HTML alone (ADR 0011): the content pages (blog, articles, guides,
// FAQ, sources, legal pages, the not-found screens) export `handle = staticPageHandle`. Their
// document carries no React or React Router script and no hydration data; the page script
// (web/src/features/content/browser/page-script.ts) brings what they do in the browser.

export const staticPageHandle = { staticPage: true } as const;

/** Whether any matched route (their `handle` values, root first) is a static page. */
export function isStaticPage(handles: readonly unknown[]): boolean {
  return anyRouteFlags(handles, 'staticPage');
}
