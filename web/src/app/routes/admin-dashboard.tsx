import { pageMeta } from '#web/components/seo/page-meta.ts';
import { addEnglishChrome } from '#web/i18n/site-catalogues/en.ts';
import { DashboardPage } from '#web/features/admin/index.ts';

// The operator area is in English, with the English chrome (web/src/i18n/site-catalogues/).
addEnglishChrome();

// Server-rendered on request, never prerendered or listed in the sitemap (public-paths.ts).
export function meta() {
  return pageMeta({
    title: 'Dashboard | Salary Reality Check Admin',
    description: 'Operator dashboard.',
    path: '/admin/dashboard',
    noindex: true,
  });
}

export default function AdminDashboard() {
  return <DashboardPage />;
}
