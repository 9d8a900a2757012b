import type { Route } from './+types/privacy';
import { breadcrumbJsonLd, pageMeta } from '../../components/seo/page-meta.ts';
import { LegalPageView } from '../../features/content/components/legal-page.tsx';
import { loadLegalPage } from '../../features/content/server/legal-pages.server.ts';

export function loader() {
  return { page: loadLegalPage('privacy') };
}

export function meta() {
  return pageMeta({
    title: 'Privacy Policy | Salary Reality Check',
    description: 'What Salary Reality Check stores and what it never collects: your salary and family details stay in your browser; visits are counted without storing IP addresses.',
    path: '/privacy',
    structuredData: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Privacy Policy', path: '/privacy' },
      ]),
    ],
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
