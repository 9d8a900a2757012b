import type { Route } from './+types/privacy';
import { legalPageMeta, LegalPageView } from '#web/features/content/index.ts';
import { loadLegalPage } from '#web/features/content/server/index.server.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011).
export const handle = staticPageHandle;

export function loader() {
  return { page: loadLegalPage('privacy') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return legalPageMeta({
    title: 'Privacy Policy',
    description:
      'What Salary Reality Check stores and what it never collects: your salary and family details stay in your browser; visits are counted without storing IP addresses.',
    path: '/privacy',
    lastReviewedIso: loaderData?.page.lastReviewed,
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
