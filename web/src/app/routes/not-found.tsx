import { data } from 'react-router';
import { NotFoundPage } from '#web/components/layout/not-found-page.tsx';
import { pageMeta } from '#web/components/seo/page-meta.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011).
export const handle = staticPageHandle;

export function loader() {
  // Any path no other route matches: the server renders this page with status 404.
  throw data(null, { status: 404 });
}

export function meta() {
  return pageMeta({
    title: '404 Page Not Found | Salary Reality Check',
    description: 'This page does not exist.',
    path: '/404',
    noindex: true,
  });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
