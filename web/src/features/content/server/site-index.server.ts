// sitemap.xml and robots.txt, built from the same page list the prerenderer uses
// (web/src/app/public-paths.ts), so every prerendered page is in the sitemap and nothing else is.
import { absoluteUrl } from '#web/lib/site.ts';

export interface SitemapPage {
  path: string;
  /** 0.0-1.0, relative importance within this site. */
  priority: number;
  /** YYYY-MM-DD of the last real content change, when known; omitted otherwise rather than guessed. */
  lastmod?: string;
  /** The page's path in each language, for a page that exists in both (hreflang, issue 13). */
  alternates?: { en: string; ar: string };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapXml(pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(page.path))}</loc>`,
      ...(page.alternates
        ? [
            ...(['en', 'ar'] as const).map(
              (language) =>
                `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(absoluteUrl(page.alternates?.[language] ?? page.path))}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(page.alternates.en))}"/>`,
          ]
        : []),
      ...(page.lastmod ? [`    <lastmod>${page.lastmod}</lastmod>`] : []),
      `    <priority>${page.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
