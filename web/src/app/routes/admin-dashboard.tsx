import { pageMeta } from '#web/components/seo/page-meta.ts';
import { DashboardPage } from '#web/features/admin/index.ts';

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
