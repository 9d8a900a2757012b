import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seoValidationSchema } from '../../contracts/admin.ts';
import { StaticSite } from '../src/site/static-site.ts';
import { validateBuild } from '../src/site/seo-validation.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const fixture = fileURLToPath(new URL('./fixtures/site/client/', import.meta.url));

describeEachDatabase('SEO validation of the built pages', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database().storage, { site: await StaticSite.load(fixture), env: { SITE_URL: 'https://salary.example' } });
  });
  afterAll(() => t.close());

  it('reports each sitemap page from its prerendered HTML', async () => {
    const token = await t.login();
    const response = await t.asAdmin(token, { method: 'GET', url: '/api/admin/seo/validate' });
    expect(response.statusCode).toBe(200);
    const report = seoValidationSchema.parse(response.json());
    expect(report.sitemap).toEqual({ url: 'https://salary.example/sitemap.xml', priority: '0.6–1.0', status: 'found', pages: 4 });
    expect(report.pages).toEqual([
      {
        name: 'Salary Reality Check',
        path: '/',
        hasTitle: true,
        hasDescription: true,
        hasOGTags: true,
        hasStructuredData: true,
        mobileFriendly: true,
        schemas: ['HowTo', 'BreadcrumbList'],
      },
      {
        name: 'FAQ',
        path: '/faq',
        hasTitle: true,
        hasDescription: true,
        hasOGTags: false,
        hasStructuredData: true,
        mobileFriendly: true,
        schemas: ['FAQPage'],
      },
      {
        name: '/blog/a',
        path: '/blog/a',
        hasTitle: false,
        hasDescription: false,
        hasOGTags: false,
        hasStructuredData: false,
        mobileFriendly: true,
        schemas: [],
      },
      {
        name: '/uae',
        path: '/uae',
        hasTitle: false,
        hasDescription: false,
        hasOGTags: false,
        hasStructuredData: false,
        mobileFriendly: false,
        schemas: [],
      },
    ]);
    expect(report.features).toContain('XML sitemap listing 4 URLs');
    expect(report.features).toContain('robots.txt with a Sitemap line');
    expect(report.features).toContain('Prerendered HTML for 3 of 4 sitemap pages');
    expect(report.features).toContain('Canonical link on 1 of 4 pages');
    expect(report.features).toContain('JSON-LD structured data: BreadcrumbList, FAQPage, HowTo');
    expect(report.tools.map((tool) => tool.name)).toContain('Google Rich Results Test');
    expect(report.note).toContain('3 pages miss');
  });
});

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'src-seo-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('flags invalid JSON-LD and a missing sitemap', async () => {
  const copy = join(scratch, 'client');
  cpSync(fixture, copy, { recursive: true });
  writeFileSync(
    join(copy, 'faq', 'index.html'),
    '<html><head><title>FAQ</title><meta name="viewport" content="width=device-width"><script type="application/ld+json">{"@type": "FAQPage",</script></head></html>',
  );
  const report = await validateBuild(copy, 'https://salary.example');
  expect(report.pages.find((page) => page.path === '/faq')).toMatchObject({ hasStructuredData: false, mobileFriendly: true, schemas: [] });
  rmSync(join(copy, 'sitemap.xml'));
  const missing = await validateBuild(copy, 'https://salary.example');
  expect(missing.sitemap.status).toBe('missing');
  expect(missing.pages).toEqual([]);
});
