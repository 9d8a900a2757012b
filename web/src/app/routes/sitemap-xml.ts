import { publicPages } from '../public-paths.ts';
import { sitemapXml } from '#web/features/content/server/index.server.ts';

// A resource route, prerendered to build/client/sitemap.xml from the prerenderer's own page list.
export function loader() {
  return new Response(sitemapXml(publicPages()), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
