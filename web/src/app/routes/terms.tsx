import type { Route } from './+types/terms';
import { legalPageMeta, LegalPageView } from '#web/features/content/index.ts';
import { loadLegalPage } from '#web/features/content/server/index.server.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011).
export const handle = staticPageHandle;

export function loader() {
  return { page: loadLegalPage('terms') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return legalPageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using Salary Reality Check: a free estimate of Gulf living costs, not financial advice, with no warranties and fair-use rules.',
    path: '/terms',
    lastReviewedIso: loaderData?.page.lastReviewed,
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
