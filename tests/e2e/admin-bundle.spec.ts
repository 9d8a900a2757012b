// The dashboard's JavaScript loads only on /admin routes: no public page's HTML names an admin
// chunk, and no script a public page actually loads in a browser carries admin code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Response } from './support/test.ts';
import { adminOnlyChunks } from './support/admin-chunks.ts';
import { scriptsLoadedBy } from './support/page-scripts.ts';

const client = new URL('../../build/client/', import.meta.url).pathname;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

test('no prerendered public page references an admin chunk', () => {
  const adminChunks = adminOnlyChunks(client);
  expect([...adminChunks].some((chunk) => chunk.includes('admin-dashboard'))).toBe(true);
  const pages = htmlFiles(client);
  expect(pages.length).toBeGreaterThan(50);
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(referenced.length, relative(client, file)).toBeGreaterThan(0);
    expect(
      referenced.filter((chunk) => chunk && adminChunks.has(chunk)),
      relative(client, file),
    ).toEqual([]);
    expect(html, relative(client, file)).not.toContain('/api/admin/');
  }
  // No admin path is prerendered or listed in the sitemap.
  expect(pages.map((file) => relative(client, file)).filter((file) => file.startsWith('admin'))).toEqual([]);
  expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
});

test('public pages load no admin code in a browser', async ({ page }) => {
  const adminChunks = adminOnlyChunks(client);
  for (const path of ['/', '/blog', '/blog/dubai-cost-of-living-2025', '/faq', '/uae', '/privacy', '/no-such-page']) {
    const scripts: { url: string; body: Promise<string> }[] = [];
    const onResponse = (response: Response) => {
      if (response.url().endsWith('.js')) scripts.push({ url: new URL(response.url()).pathname, body: response.text().catch(() => '') });
    };
    page.on('response', onResponse);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    // The calculator asks for its scripts only after the first paint, which on a loaded machine can
    // come after the network has been quiet for networkidle's 500 ms: wait for every script its HTML names.
    const named = scriptsLoadedBy((await response?.text()) ?? '');
    expect(named.length, path).toBeGreaterThan(0);
    await expect.poll(() => scripts.map((script) => script.url), { message: path }).toEqual(expect.arrayContaining(named));
    page.off('response', onResponse);
    expect(
      scripts.map((script) => script.url).filter((url) => adminChunks.has(url)),
      path,
    ).toEqual([]);
    for (const script of scripts) {
      // Admin API paths only appear in admin code (the route manifest names routes, not calls).
      expect(await script.body, `${path} loads ${script.url}`).not.toContain('/api/admin/');
    }
  }
});

test('the admin pages are rendered on request, titled and kept out of search engines', async ({ request }) => {
  for (const [path, title] of [
    ['/admin', 'Admin Login | Salary Reality Check'],
    ['/admin/dashboard', 'Dashboard | Salary Reality Check Admin'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
});
