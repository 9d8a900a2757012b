// sitemap.xml and robots.txt, built from the same page list the prerenderer uses
// (web/src/app/public-paths.ts), so every prerendered page is in the sitemap and nothing else is.
import { absoluteUrl } from '#web/lib/site.ts';

export interface SitemapPage {
  path: string;
  /** 0.0-1.0, relative importance within this site. */
  priority: number;
  /** YYYY-MM-DD of the last real content change, when known; omitted otherwise rather than guessed. */
  lastmod?: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapXml(pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(page.path))}</loc>`,
      ...(page.lastmod ? [`    <lastmod>${page.lastmod}</lastmod>`] : []),
      `    <priority>${page.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
