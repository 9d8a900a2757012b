import { OfflinePage } from '#web/components/layout/offline-page.tsx';
import { pageMeta } from '#web/components/seo/page-meta.ts';
import { staticPageHandle } from '../static-pages.ts';

// The service worker's answer for a page never opened on this device while offline (ADR 0013).
// Prerendered and precached; served as its HTML with the page script (ADR 0011); not in the sitemap.
export const handle = staticPageHandle;

export function meta() {
  return pageMeta({
    title: 'You are offline | Salary Reality Check',
    description: 'This page needs a connection. The calculator works offline once it has been opened on this device.',
    path: '/offline',
    noindex: true,
  });
}

export default function Offline() {
  return <OfflinePage />;
}
