import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { helmetHeaders } from '../src/http/security-headers.ts';
import { NON_DOCUMENT_CONTENT_SECURITY_POLICY } from '../src/site/content-security-policy.ts';
import { loadReactRouterRenderer, type RenderPage } from '../src/site/react-router-renderer.ts';
import { StaticSite } from '../src/site/static-site.ts';
import { directive, expectedScriptHashes, expectPolicyFitsDocument, sha256 } from './helpers/document-policy.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The site as production serves it: the web build's client folder (prerendered pages, data files,
// assets) and React Router's server build for everything else (404 pages, the operator area),
// loaded by the production loader. `npm test` builds before it runs the integration tests.

const buildDirectory = fileURLToPath(new URL('../../build/', import.meta.url));
const clientDirectory = join(buildDirectory, 'client');

function requireBuild(): void {
  for (const file of [join(clientDirectory, 'index.html'), join(buildDirectory, 'server', 'index.js')]) {
    if (!existsSync(file))
      throw new Error(`${relative(process.cwd(), file)} is missing: these tests serve the real web build, run npm run build first`);
  }
}

/** The site as the server loads it at start: the build's files with the .br and .gz variants the build wrote. */
let loadedSite: Promise<StaticSite> | undefined;
function loadBuiltSite(): Promise<StaticSite> {
  requireBuild();
  loadedSite ??= StaticSite.load(clientDirectory);
  return loadedSite;
}

/** The prerendered HTML files of the build, by the path that serves them. */
function prerenderedPages(): { path: string; file: string }[] {
  return readdirSync(clientDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const path = `/${file.split('\\').join('/')}`.replace(/\/?index\.html$/, '');
      return { path: path === '' ? '/' : path, file: join(clientDirectory, file) };
    });
}

/** The build's largest script, well over the size below which files are sent uncompressed. */
function aLargeScript(): string {
  const assets = join(clientDirectory, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const largest = scripts.sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0];
  if (!largest) throw new Error('the build has no scripts under assets/');
  return `/assets/${largest}`;
}

/** One article of the build, by its prerendered page. */
function anArticleId(): string {
  const id = readdirSync(join(clientDirectory, 'blog')).find((entry) => existsSync(join(clientDirectory, 'blog', entry, 'index.html')));
  if (!id) throw new Error('the build has no prerendered article');
  return id;
}

describeEachDatabase('serving the site', (database) => {
  let t: TestApp;
  let httpsApp: TestApp;
  const rendered: string[] = [];

  beforeAll(async () => {
    const site = await loadBuiltSite();
    const production = await loadReactRouterRenderer(buildDirectory);
    if (!production) throw new Error('the React Router server build did not load: run npm run build first');
    const renderPage: RenderPage = (request) => {
      rendered.push(new URL(request.url).pathname);
      return production(request);
    };
    t = await createTestApp(database().storage, { site, renderPage });
    httpsApp = await createTestApp(database().storage, { site, renderPage, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    await httpsApp?.close();
  });

  it('serves prerendered pages with a CSP listing exactly their inline scripts', async () => {
    const pages = prerenderedPages();
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/faq', '/blog', '/uae', `/blog/${anArticleId()}`]));
    for (const { path, file } of pages) {
      const html = readFileSync(file, 'utf8');
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(html);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      const policy = String(response.headers['content-security-policy']);
      expectPolicyFitsDocument(policy, html, path);
      expect(policy, path).not.toContain('upgrade-insecure-requests');
    }

    // The home page: React Router's inline scripts are all listed; its JSON-LD is data, not listed.
    const html = readFileSync(join(clientDirectory, 'index.html'), 'utf8');
    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(directive(policy, 'script-src').length).toBeGreaterThanOrEqual(4);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body = '']) => body);
    expect(jsonLd.some((body) => body.includes('HowTo'))).toBe(true);
    for (const body of jsonLd) expect(policy).not.toContain(sha256(body));
  });

  it('hashes the inline scripts of server-rendered responses too', async () => {
    for (const path of ['/admin', '/admin/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.body, path).toContain('<title>');
      expect(expectedScriptHashes(response.body).length, path).toBeGreaterThan(0);
      expectPolicyFitsDocument(String(response.headers['content-security-policy']), response.body, path);
      expect(response.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    expect(rendered).toEqual(expect.arrayContaining(['/admin', '/admin/dashboard']));
  });

  it('redirects paths with capitals to their lower-case form when it exists', async () => {
    const article = anArticleId();
    for (const [from, to] of [
      ['/FAQ', '/faq'],
      ['/Faq?utm_source=x', '/faq?utm_source=x'],
      ['/QATAR', '/qatar'],
      [`/BLOG/${article.toUpperCase()}`, `/blog/${article}`],
      ['/ADMIN/Dashboard', '/admin/dashboard'],
      ['/faq/', '/faq'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/No-Such-Page' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers unknown paths with the web app 404 pages and status 404', async () => {
    for (const [path, heading] of [
      ['/no/such/page', '404 Page Not Found'],
      ['/blog/zzz', 'Post Not Found'],
      ['/atlantis', 'Country Not Found'],
    ] as const) {
      const before = rendered.length;
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(rendered.slice(before), path).toContain(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain(heading);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expectPolicyFitsDocument(String(response.headers['content-security-policy']), response.body, path);
    }
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
    const url = aLargeScript();
    const source = readFileSync(join(clientDirectory, url));
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(source)).toBe(true);

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(source.length);
    expect(brotliDecompressSync(br.rawPayload).equals(source)).toBe(true);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(source)).toBe(true);

    const etag = String(plain.headers.etag);
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('never sends a text file of the build uncompressed to a client that accepts brotli', async () => {
    const files = readdirSync(clientDirectory, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(html|js|css|json|data|svg|xml|txt|webmanifest)$/.test(file),
    );
    for (const file of files) {
      const url = `/${file.split('\\').join('/')}`.replace(/\/?index\.html$/, '') || '/';
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).equals(readFileSync(join(clientDirectory, file))), url).toBe(true);
    }
  });

  it('serves the service worker uncached, under a policy that lets it fetch from this site only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; base-uri 'none'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('"/offline"');
  });

  it('serves data files, the sitemap, robots.txt and images with their types', async () => {
    const data = await t.app.inject({ method: 'GET', url: `/blog/${anArticleId()}.data` });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('text/x-script; charset=utf-8');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await t.app.inject({ method: 'GET', url: '/social-card.png' })).headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['content-type']).toBe('image/svg+xml');
    const head = await t.app.inject({ method: 'HEAD', url: '/faq' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('sends the security headers, and HSTS only over HTTPS behind a trusted proxy', async () => {
    // helmet's whole set, worked out once at start, on a page, a rendered 404, an API error and an API answer.
    const apiError = await t.app.inject({ method: 'POST', url: '/api/analytics/track', payload: { page: 42 } });
    expect(apiError.statusCode).toBe(400);
    const apiAnswer = await t.app.inject({ method: 'GET', url: '/api/health' });
    for (const [path, response] of [
      ['/faq', await t.app.inject({ method: 'GET', url: '/faq' })],
      ['/no/such/page', await t.app.inject({ method: 'GET', url: '/no/such/page' })],
      ['400 from /api/analytics/track', apiError],
      ['/api/health', apiAnswer],
    ] as const) {
      for (const [name, value] of Object.entries(helmetHeaders())) expect(response.headers[name], `${path}: ${name}`).toBe(value);
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(response.headers['origin-agent-cluster'], path).toBe('?1');
      expect(response.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(response.headers['x-powered-by'], path).toBeUndefined();
    }
    expect(apiAnswer.headers['content-security-policy']).toBe(NON_DOCUMENT_CONTENT_SECURITY_POLICY);
    for (const path of ['/faq', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], path).toContain('camera=()');
      expect(response.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(response.headers['strict-transport-security'], path).toBeUndefined();

      const secure = await httpsApp.app.inject({ method: 'GET', url: path, headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(String(secure.headers['content-security-policy']), path).toContain('upgrade-insecure-requests');
      const plainProxy = await httpsApp.app.inject({ method: 'GET', url: path, headers: { 'x-forwarded-proto': 'http' } });
      expect(plainProxy.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('gives API answers a deny-all policy and JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
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

it('the build writes a brotli and a gzip variant beside every text file, and the site loads them', async () => {
  const site = await loadBuiltSite();
  expect(site.filesWithoutBrotli()).toEqual([]);
  const textFiles = readdirSync(clientDirectory, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|js|css|json|data|svg|xml|txt|webmanifest)$/.test(file),
  );
  expect(textFiles.length).toBeGreaterThan(100);
  for (const file of textFiles) {
    const path = join(clientDirectory, file);
    const source = readFileSync(path);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(source), file).toBe(true);
    expect(gunzipSync(readFileSync(`${path}.gz`)).equals(source), file).toBe(true);
  }
  // Variants are loaded, not served as files of their own.
  const asset = aLargeScript();
  expect(site.find(asset)?.brotli?.equals(readFileSync(join(clientDirectory, `${asset}.br`)))).toBe(true);
  expect(site.find(`${asset}.br`)).toBeUndefined();
});

it('ignores a variant older than its file, so a stale leftover is never served', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'src-static-site-'));
  try {
    const script = 'console.log("the current build");'.repeat(40);
    writeFileSync(join(folder, 'app.js'), script);
    writeFileSync(join(folder, 'app.js.br'), brotliCompressSync('console.log("an older build");'));
    writeFileSync(join(folder, 'app.js.gz'), gzipSync(script));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(folder, 'app.js.br'), hourAgo, hourAgo);
    const site = await StaticSite.load(folder);
    expect(site.find('/app.js')?.brotli).toBeUndefined();
    expect(gunzipSync(site.find('/app.js')?.gzip as Buffer).toString()).toBe(script);
    expect(site.filesWithoutBrotli()).toEqual(['/app.js']);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
