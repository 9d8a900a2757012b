import type { Route } from './+types/privacy';
import { legalPageMeta, LegalPageView } from '../../features/content/components/legal-page.tsx';
import { loadLegalPage } from '../../features/content/server/legal-pages.server.ts';

export function loader() {
  return { page: loadLegalPage('privacy') };
}

export function meta() {
  return legalPageMeta({
    title: 'Privacy Policy',
    description: 'What Salary Reality Check stores and what it never collects: your salary and family details stay in your browser; visits are counted without storing IP addresses.',
    path: '/privacy',
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
