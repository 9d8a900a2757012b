import type { Route } from './+types/terms';
import { breadcrumbJsonLd, pageMeta } from '../../components/seo/page-meta.ts';
import { LegalPageView } from '../../features/content/components/legal-page.tsx';
import { loadLegalPage } from '../../features/content/server/legal-pages.server.ts';

export function loader() {
  return { page: loadLegalPage('terms') };
}

export function meta() {
  return pageMeta({
    title: 'Terms of Service | Salary Reality Check',
    description: 'The terms for using Salary Reality Check: a free estimate of Gulf living costs, not financial advice, with no warranties and fair-use rules.',
    path: '/terms',
    structuredData: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Terms of Service', path: '/terms' },
      ]),
    ],
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
