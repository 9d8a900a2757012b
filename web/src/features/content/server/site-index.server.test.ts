import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SiteIndex from './site-index.server.ts';

// site.ts reads the build-time SITE_URL constant; give it one before the module loads.
let siteIndex: typeof SiteIndex;
beforeAll(async () => {
  vi.stubGlobal('__SITE_URL__', 'https://salary.example/');
  siteIndex = await import('./site-index.server.ts');
});

describe('sitemapXml', () => {
  it('lists absolute URLs with priority, and lastmod only where it is known', () => {
    const xml = siteIndex.sitemapXml([
      { path: '/', priority: 1 },
      { path: '/blog/a&b', priority: 0.7, lastmod: '2025-10-18' },
    ]);
    expect(xml).toContain('<loc>https://salary.example/</loc>');
    expect(xml).toContain('<loc>https://salary.example/blog/a&amp;b</loc>');
    expect(xml).toContain('<priority>1.0</priority>');
    expect(xml).toContain('<lastmod>2025-10-18</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe('sitemapXml alternates', () => {
  it('names both languages and the English default for a page that exists in both', () => {
    const alternates = { en: '/faq', ar: '/ar/faq' };
    const xml = siteIndex.sitemapXml([
      { path: '/faq', priority: 0.8, alternates },
      { path: '/ar/faq', priority: 0.8, alternates },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/hreflang="ar" href="https:\/\/salary\.example\/ar\/faq"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="en" href="https:\/\/salary\.example\/faq"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="x-default" href="https:\/\/salary\.example\/faq"/g)).toHaveLength(2);
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap and keeps crawlers out of the operator area and the API', () => {
    const robots = siteIndex.robotsTxt();
    expect(robots).toMatch(/^Sitemap: https:\/\/salary\.example\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});
