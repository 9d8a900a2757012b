import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenderPage } from '../src/site/react-router-renderer.ts';
import { StaticSite } from '../src/site/static-site.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const clientDirectory = fileURLToPath(new URL('./fixtures/site/client/', import.meta.url));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** What the test expects: every inline script without src that is not JSON, hashed from the raw file. */
function expectedScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes.includes('src=') || attributes.includes('json')) continue;
    hashes.push(sha256(body));
  }
  return [...new Set(hashes)].sort();
}

function directive(policy: string, name: string): string[] {
  const entry = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
  return entry ? entry.split(/\s+/).slice(1) : [];
}

const stubPage = (heading: string, script = `window.__rendered = ${JSON.stringify(heading)};`) =>
  `<!DOCTYPE html><html lang="en"><head><title>${heading}</title><script type="application/ld+json">{"@type":"WebPage"}</script></head><body><h1>${heading}</h1><script>${script}</script></body></html>`;

describeEachDatabase('serving the site', (database) => {
  let t: TestApp;
  let httpsApp: TestApp;
  const rendered: string[] = [];
  const renderPage: RenderPage = async (request) => {
    const { pathname } = new URL(request.url);
    rendered.push(pathname);
    if (pathname === '/admin' || pathname === '/admin/dashboard') return new Response(stubPage('Admin'), { status: 200, headers: { 'content-type': 'text/html' } });
    if (pathname === '/blog/zzz.data') return new Response('[{"_1":2},"error"]', { status: 404, headers: { 'content-type': 'text/x-script' } });
    if (pathname.startsWith('/blog/')) return new Response(stubPage('Post Not Found'), { status: 404, headers: { 'content-type': 'text/html' } });
    return new Response(stubPage('404 Page Not Found'), { status: 404, headers: { 'content-type': 'text/html' } });
  };

  beforeAll(async () => {
    const site = await StaticSite.load(clientDirectory);
    await site.precompress();
    t = await createTestApp(database().storage, { site, renderPage });
    httpsApp = await createTestApp(database().storage, { site, renderPage, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    await httpsApp.close();
  });

  it('serves prerendered pages with a CSP listing exactly their inline scripts', async () => {
    const html = readFileSync(`${clientDirectory}index.html`, 'utf8');
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const policy = String(response.headers['content-security-policy']);
    const scriptSources = directive(policy, 'script-src');
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1).sort()).toEqual(expectedScriptHashes(html));
    expect(scriptSources.length).toBeGreaterThanOrEqual(4);
    expect(policy).not.toContain('unsafe-inline');
    // JSON-LD is data: its hash is not needed and not listed.
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(jsonLd).toContain('HowTo');
    expect(policy).not.toContain(sha256(jsonLd));
    // React renders style props as attributes: exactly those values are allowed, decoded.
    const styles = directive(policy, 'style-src');
    expect(styles).toContain("'unsafe-hashes'");
    expect(styles).toContain(sha256('overflow-x:hidden'));
    expect(styles).toContain(sha256('color:#1d4ed8;font-family:"Inter", sans-serif'));
    for (const required of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "connect-src 'self'", "img-src 'self' data: blob:"]) {
      expect(policy).toContain(required);
    }
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('hashes the inline scripts of server-rendered responses too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(response.statusCode).toBe(200);
    expect(directive(String(response.headers['content-security-policy']), 'script-src').slice(1)).toEqual(expectedScriptHashes(response.body));
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('redirects paths with capitals to their lower-case form when it exists', async () => {
    for (const [from, to] of [
      ['/FAQ', '/faq'],
      ['/Faq?utm_source=x', '/faq?utm_source=x'],
      ['/BLOG/A', '/blog/a'],
      ['/ADMIN/Dashboard', '/admin/dashboard'],
      ['/faq/', '/faq'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location).toBe(to);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/No-Such-Page' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers unknown paths with the web app 404 page and status 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('404 Page Not Found');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(directive(String(response.headers['content-security-policy']), 'script-src').slice(1)).toEqual(expectedScriptHashes(response.body));
    const post = await t.app.inject({ method: 'GET', url: '/blog/zzz' });
    expect(post.statusCode).toBe(404);
    expect(post.body).toContain('Post Not Found');
    const data = await t.app.inject({ method: 'GET', url: '/blog/zzz.data' });
    expect(data.statusCode).toBe(404);
    expect(data.headers['content-type']).toContain('text/x-script');
  });

  it('answers a missing hashed asset with a plain 404 without rendering', async () => {
    const before = rendered.length;
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(rendered.length).toBe(before);
  });

  it('serves assets immutable and compressed, with ETags', async () => {
    const source = readFileSync(`${clientDirectory}assets/entry.client-BNJbs2kO.js`);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/entry.client-BNJbs2kO.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(source)).toBe(true);

    const br = await t.app.inject({ method: 'GET', url: '/assets/entry.client-BNJbs2kO.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(source.length);
    expect(brotliDecompressSync(br.rawPayload).equals(source)).toBe(true);

    const gzip = await t.app.inject({ method: 'GET', url: '/assets/entry.client-BNJbs2kO.js', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(source)).toBe(true);

    const etag = String(plain.headers.etag);
    const cached = await t.app.inject({ method: 'GET', url: '/assets/entry.client-BNJbs2kO.js', headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('serves data files, the sitemap, robots.txt and images with their types', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/blog/a.data' })).headers['content-type']).toBe('text/x-script; charset=utf-8');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await t.app.inject({ method: 'GET', url: '/images/logo.png' })).headers['content-type']).toBe('image/png');
    const head = await t.app.inject({ method: 'HEAD', url: '/faq' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('sends the security headers, and HSTS only over HTTPS behind a trusted proxy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/faq', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();

    const secure = await httpsApp.app.inject({ method: 'GET', url: '/faq', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const plainProxy = await httpsApp.app.inject({ method: 'GET', url: '/faq', headers: { 'x-forwarded-proto': 'http' } });
    expect(plainProxy.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives API answers a deny-all policy and JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    const post = await t.app.inject({ method: 'POST', url: '/faq', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Not found' });
  });
});

describeEachDatabase('without a web build', (database) => {
  it('answers unknown paths with a built-in 404 page', async () => {
    const t = await createTestApp(database().storage);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/anything' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('404 Page Not Found');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    } finally {
      await t.close();
    }
  });
});

it('keeps precompressed variants in a cache folder named by content hash, reused by the next start', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'src-precompressed-'));
  try {
    const first = await StaticSite.load(clientDirectory, { compressionCacheDirectory: cache });
    expect(first.find('/assets/entry.client-BNJbs2kO.js')?.brotli).toBeUndefined();
    await first.precompress();
    const made = readdirSync(cache);
    expect(made.length).toBeGreaterThan(4);
    const second = await StaticSite.load(clientDirectory, { compressionCacheDirectory: cache });
    await second.precompress();
    expect(readdirSync(cache).sort()).toEqual(made.sort());
    const asset = '/assets/entry.client-BNJbs2kO.js';
    expect(second.find(asset)?.brotli?.equals(first.find(asset)?.brotli as Buffer)).toBe(true);
    expect(brotliDecompressSync(second.find(asset)?.brotli as Buffer).equals(readFileSync(`${clientDirectory}assets/entry.client-BNJbs2kO.js`))).toBe(true);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});
