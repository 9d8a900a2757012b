import { pageMeta } from '#web/components/seo/page-meta.ts';
import { LoginPage } from '#web/features/admin/index.ts';

// Server-rendered on request, never prerendered or listed in the sitemap (public-paths.ts).
export function meta() {
  return pageMeta({ title: 'Admin Login | Salary Reality Check', description: 'Operator sign-in.', path: '/admin', noindex: true });
}

export default function AdminLogin() {
  return <LoginPage />;
}
