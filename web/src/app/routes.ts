import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route list; react-router.config.ts prerenders every public path of it (public-paths.ts).
// Static paths outrank the dynamic ones, so /:slug only sees what no other route claims, and
// '*' takes multi-segment paths. Unknown ids and slugs are rendered by the server with status 404.
export default [
  // The calculator's feedback form brings its own TanStack Query provider (routes/home.tsx), and the
  // operator area its own, so the first load of / does not download it.
  index('routes/home.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:id', 'routes/blog-article.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('sources', 'routes/sources.tsx'),
  route('offline', 'routes/offline.tsx'),
  route('admin', 'routes/admin-login.tsx'),
  route('admin/dashboard', 'routes/admin-dashboard.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route(':slug', 'routes/country-guide.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
