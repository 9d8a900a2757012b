import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route list; react-router.config.ts prerenders every public path of it (public-paths.ts).
// Static paths outrank the dynamic ones, so /:slug only sees what no other route claims, and
// '*' takes multi-segment paths. Unknown ids and slugs are rendered by the server with status 404.
// Arabic pages are the same modules under /ar with their own ids (the module reads the
// language from the path), except the calculator, whose module per language brings that language's
// words; blog articles are English only, and /ar/blog/:id sends the reader to the article.
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
  route('ar', 'routes/home-ar.tsx'),
  route('ar/blog', 'routes/blog.tsx', { id: 'ar/blog' }),
  route('ar/blog/:id', 'routes/blog-article-ar.tsx'),
  route('ar/faq', 'routes/faq.tsx', { id: 'ar/faq' }),
  route('ar/privacy', 'routes/privacy.tsx', { id: 'ar/privacy' }),
  route('ar/terms', 'routes/terms.tsx', { id: 'ar/terms' }),
  route('ar/sources', 'routes/sources.tsx', { id: 'ar/sources' }),
  route('ar/offline', 'routes/offline.tsx', { id: 'ar/offline' }),
  route('ar/:slug', 'routes/country-guide.tsx', { id: 'ar/country-guide' }),
  route('ar/*', 'routes/not-found.tsx', { id: 'ar/not-found' }),
  route(':slug', 'routes/country-guide.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
