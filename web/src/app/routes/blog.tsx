import type { Route } from './+types/blog';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { BlogListPage, blogJsonLd } from '#web/features/content/index.ts';
import { articleSummaries } from '#web/features/content/server/index.server.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011).
export const handle = staticPageHandle;

// Runs at build time (prerender).

export function loader() {
  return { articles: articleSummaries() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: 'Gulf Expat Blog 2025: Salaries, Cost of Living and Relocation | Salary Reality Check',
    description:
      'Practical guides for expatriates in the UAE, Saudi Arabia, Qatar, Oman, Bahrain and Kuwait: rents, school fees, salaries, visas, banking and everyday costs in 2025.',
    path: '/blog',
    keywords: [
      'gulf expat blog',
      'gcc cost of living 2025',
      'dubai salary guide',
      'saudi arabia expat',
      'qatar cost of living',
      'gulf school fees',
    ],
    structuredData: [
      blogJsonLd(loaderData?.articles ?? []),
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ],
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage articles={loaderData.articles} />;
}
