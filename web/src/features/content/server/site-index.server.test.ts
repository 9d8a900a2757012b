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

describe('robotsTxt', () => {
  it('points at the sitemap and keeps crawlers out of the operator area and the API', () => {
    const robots = siteIndex.robotsTxt();
    expect(robots).toMatch(/^Sitemap: https:\/\/salary\.example\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});
