import type { Route } from './+types/faq';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { FaqPage, faqPageJsonLd } from '#web/features/content/index.ts';
import { faqLastReviewed, loadFaq } from '#web/features/content/server/index.server.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011).
export const handle = staticPageHandle;

export function loader() {
  return { items: loadFaq(), lastReviewedIso: faqLastReviewed() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: 'FAQ: Gulf Salary & Cost of Living Calculator | Salary Reality Check',
    description:
      'Answers about the free Gulf salary calculator: how the verdict works, where the cost data comes from, what stays private, and how to read your results.',
    path: '/faq',
    keywords: ['salary calculator faq', 'gulf cost of living data', 'expat savings rate', 'uae vat', 'job offer verdict'],
    structuredData: [
      faqPageJsonLd(loaderData?.items ?? [], loaderData?.lastReviewedIso),
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'FAQ', path: '/faq' },
      ]),
    ],
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage items={loaderData.items} lastReviewedIso={loaderData.lastReviewedIso} />;
}
