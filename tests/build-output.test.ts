// Walks what `npm run build` produced (build/client) the way a crawler would: the sitemap, every
// page it lists, their metadata and structured data, every internal link, and the article HTML.
// Run by `npm run test:build-output` after the build; skipped, saying why, when there is no build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { highlightClasses } from '../content/schema.ts';
import { heldModuleScriptType, heldPreloadRel } from '../contracts/after-first-paint.ts';
import { retentionDaysFrom, retentionStatement } from '../contracts/retention.ts';
import { startAfterFirstPaint } from '../web/src/app/after-first-paint.ts';
import { countArticleWords, readTimeLabel } from '../content/blog/word-count.ts';
import { articleAsRead } from '../content/fill-tokens.ts';
import { articles } from './e2e/support/content-data.ts';
import { scriptsLoadedBy } from './e2e/support/page-scripts.ts';

const root = new URL('..', import.meta.url).pathname;
const client = join(root, 'build/client');
const built = existsSync(join(client, 'sitemap.xml'));

if (!built) console.warn(`build-output: ${client}/sitemap.xml not found; run \`npm run build\` first. Skipping.`);

/** The ids spec 001 section 3 lists; each must be a real article. */
const specArticleIds = [
  'women-working-qatar-2025',
  'startup-costs-dubai-2025',
  'visa-sponsorship-costs-gcc-2025',
  'gratuity-calculation-uae-2025',
  'banking-gcc-expats-2025',
  'grocery-costs-ksa-2025',
  'remote-work-gcc-2025',
  'uae-healthcare-insurance-2025',
  'ksa-career-growth-2025',
  'qatar-family-life-2025',
  'oman-expat-lifestyle-2025',
  'bahrain-affordable-gcc-2025',
  'kuwait-reality-check-2025',
  'gcc-banking-guide-2025',
  'gcc-credit-cards-comparison',
  'gcc-investment-savings-guide',
  'money-transfers-remittances-gcc',
  'gcc-tax-free-benefits-explained',
  'gcc-work-visa-guide-2025',
  'family-sponsorship-gcc-guide',
  'uae-golden-visa-guide-2025',
  'gcc-visa-renewal-process',
  'changing-jobs-gcc-visa-transfer',
];
const guideSlugs = ['uae', 'saudi-arabia', 'qatar', 'oman', 'bahrain', 'kuwait'];
/** App routes that are real but deliberately not prerendered (the operator area). */
const serverRenderedPaths = new Set(['/admin']);

function htmlFileFor(path: string): string {
  return path === '/' ? join(client, 'index.html') : join(client, path.slice(1), 'index.html');
}

function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

function pathOfHtmlFile(file: string): string {
  const rel = relative(client, file).split('\\').join('/');
  return rel === 'index.html' ? '/' : `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

const documents = new Map<string, Document>();
function documentFor(file: string): Document {
  let document = documents.get(file);
  if (!document) {
    document = new JSDOM(readFileSync(file, 'utf8')).window.document;
    documents.set(file, document);
  }
  return document;
}

function brotliBytes(path: string): number {
  return brotliCompressSync(readFileSync(join(client, path)), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function meta(document: Document, key: 'name' | 'property', value: string): string | undefined {
  return document.querySelector(`meta[${key}="${value}"]`)?.getAttribute('content') ?? undefined;
}

function jsonLd(document: Document): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as unknown,
  );
}

function typesOf(blocks: unknown[]): string[] {
  return blocks.flatMap((block) =>
    typeof block === 'object' && block !== null && '@type' in block ? [String((block as { '@type': unknown })['@type'])] : [],
  );
}

describe.skipIf(!built)('the built site', () => {
  const sitemap = built ? readFileSync(join(client, 'sitemap.xml'), 'utf8') : '';
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const origin = locs[0] ? new URL(locs[0]).origin : '';
  const paths = locs.map((loc) => new URL(loc).pathname);

  it('has a sitemap of every public page and no operator page', () => {
    expect(locs.length).toBeGreaterThan(0);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(new URL(loc).origin).toBe(origin);
    const expected = [
      '/',
      '/blog',
      '/faq',
      '/sources',
      '/privacy',
      '/terms',
      ...guideSlugs.map((s) => `/${s}`),
      ...articles.map((a) => `/blog/${a.id}`),
      // The pages that exist in Arabic too.
      '/ar',
      '/ar/blog',
      '/ar/faq',
      '/ar/privacy',
      '/ar/terms',
      '/ar/sources',
      ...guideSlugs.map((s) => `/ar/${s}`),
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(paths.some((path) => path.startsWith('/admin'))).toBe(false);
    expect(sitemap).toMatch(/<priority>1\.0<\/priority>/);
    expect(sitemap).toMatch(/<lastmod>2025-10-\d\d<\/lastmod>/);
  });

  it("states on the privacy page the retention the server applies (the build's RETENTION_DAYS)", () => {
    const html = readFileSync(join(client, 'privacy/index.html'), 'utf8');
    expect(html).toContain(retentionStatement(retentionDaysFrom(process.env.RETENTION_DAYS)));
    expect(html).not.toContain('not yet deleted automatically');
  });

  it('has a robots.txt pointing at the sitemap and keeping crawlers out of /admin', () => {
    const robots = readFileSync(join(client, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  it('has exactly 45 articles, including all 23 ids the spec lists, each of at least 900 words', () => {
    expect(articles).toHaveLength(45);
    const articlePaths = paths.filter((path) => path.startsWith('/blog/'));
    expect(articlePaths).toHaveLength(45);
    for (const id of specArticleIds) expect(articlePaths).toContain(`/blog/${id}`);
    for (const article of articles) expect(countArticleWords(article), article.id).toBeGreaterThanOrEqual(900);
  });

  it.each(['title', 'description', 'canonical', 'Open Graph', 'JSON-LD'])('gives every sitemap page its %s', (what) => {
    for (const path of paths) {
      const file = htmlFileFor(path);
      expect(existsSync(file), `${path} was not prerendered`).toBe(true);
      const document = documentFor(file);
      const url = `${origin}${path === '/' ? '/' : path}`;
      const where = `${path}: ${what}`;
      if (what === 'title') expect(document.title.trim().length, where).toBeGreaterThan(10);
      if (what === 'description') expect(meta(document, 'name', 'description')?.length ?? 0, where).toBeGreaterThan(50);
      if (what === 'canonical') expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), where).toBe(url);
      if (what === 'Open Graph') {
        expect(meta(document, 'property', 'og:title'), where).toBeTruthy();
        expect(meta(document, 'property', 'og:type'), where).toMatch(/^(website|article)$/);
        expect(meta(document, 'property', 'og:url'), where).toBe(url);
        expect(meta(document, 'property', 'og:image'), where).toMatch(new RegExp(`^${origin}/.+\\.(png|jpg|webp)$`));
        expect(meta(document, 'name', 'twitter:card'), where).toBe('summary_large_image');
        expect(meta(document, 'name', 'robots') ?? '', where).not.toContain('noindex');
      }
      if (what === 'JSON-LD') expect(jsonLd(document).length, where).toBeGreaterThan(0);
    }
  });

  it('describes each page type with its structured data', () => {
    const types = (path: string) => typesOf(jsonLd(documentFor(htmlFileFor(path))));
    expect(types('/')).toContain('WebApplication');
    expect(types('/faq')).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
    for (const slug of guideSlugs) expect(types(`/${slug}`)).toContain('BreadcrumbList');
    for (const article of articles) {
      expect(types(`/blog/${article.id}`)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
      const posting = jsonLd(documentFor(htmlFileFor(`/blog/${article.id}`))).find(
        (block) => typesOf([block])[0] === 'BlogPosting',
      ) as Record<string, unknown>;
      expect(posting.headline).toBe(article.title);
      expect(posting.datePublished).toMatch(/^2025-10-\d\d$/);
      // The review date, shown at the page's end, is the structured data's dateModified.
      expect(posting.dateModified).toBe(article.lastReviewed);
      const reviewed = documentFor(htmlFileFor(`/blog/${article.id}`)).querySelector('[data-testid="last-reviewed"] time');
      expect(reviewed?.getAttribute('datetime'), article.id).toBe(article.lastReviewed);
    }
    for (const slug of guideSlugs) {
      const page = jsonLd(documentFor(htmlFileFor(`/${slug}`))).find((block) => typesOf([block])[0] === 'WebPage') as
        Record<string, unknown> | undefined;
      expect(page?.dateModified, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists exactly the visible FAQ questions in the FAQPage data', () => {
    const document = documentFor(htmlFileFor('/faq'));
    const faq = jsonLd(document).find((block) => typesOf([block])[0] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    const visible = [...document.querySelectorAll('details summary')].map((summary) => summary.textContent?.trim());
    expect(visible).toHaveLength(25);
    expect(faq.mainEntity.map((question) => question.name)).toEqual(visible);
    for (const question of faq.mainEntity) {
      expect(question.acceptedAnswer.text).not.toMatch(/<\/?[a-z][^>]*>|\{\{/i);
      expect(document.body.textContent).toContain(question.acceptedAnswer.text.slice(0, 60));
    }
    expect(document.body.innerHTML).not.toContain('{{');
    expect(document.querySelector('details a[href="/blog"]')).not.toBeNull();
  });

  it('prerenders each article in full: every heading, the conclusion and the computed read time', () => {
    for (const article of articles) {
      const document = documentFor(htmlFileFor(`/blog/${article.id}`));
      const text = document.querySelector('main')?.textContent ?? '';
      const headings = [...document.querySelectorAll('main h2')].map((h) => h.textContent);
      for (const section of article.content.sections) expect(headings, article.id).toContain(section.heading);
      const asRead = articleAsRead(article);
      for (const paragraph of asRead.content.conclusion) expect(text, article.id).toContain(paragraph);
      expect(text, article.id).toContain(readTimeLabel(countArticleWords(asRead)));
    }
  });

  it('keeps article and FAQ HTML to the allow-list', () => {
    const allowedClasses = new Set<string>(highlightClasses);
    let checked = 0;
    for (const path of [...paths.filter((p) => p.startsWith('/blog/')), '/faq']) {
      const document = documentFor(htmlFileFor(path));
      const regions = [...document.querySelectorAll('.rich-text')];
      expect(regions.length, path).toBeGreaterThan(path === '/faq' ? 24 : 5);
      for (const element of regions.flatMap((region) => [...region.querySelectorAll('*')])) {
        checked += 1;
        const tag = element.tagName.toLowerCase();
        const attributes = element.getAttributeNames();
        const where = `${path}: ${element.outerHTML.slice(0, 120)}`;
        expect(['strong', 'em', 'span', 'a'], where).toContain(tag);
        if (tag === 'strong' || tag === 'em') expect(attributes, where).toEqual([]);
        if (tag === 'span') {
          expect(attributes, where).toEqual(['class']);
          expect(allowedClasses.has(element.getAttribute('class') ?? ''), where).toBe(true);
        }
        if (tag === 'a') {
          expect(attributes, where).toEqual(['href']);
          expect(element.getAttribute('href'), where).toMatch(/^\/(?![/\\])/);
        }
      }
    }
    // The articles do use markup; an empty walk would prove nothing.
    expect(checked).toBeGreaterThan(500);
  });

  // The schemas live in contracts/ and the page-tracking code on every page reads limits from there:
  // a constant imported from the wrong module pulls zod (about 20 KB brotli) into every page.
  it('ships no validation library in the scripts a page loads before interaction', () => {
    const pages = ['/', '/blog', '/faq', `/${guideSlugs[0]}`, `/blog/${specArticleIds[0]}`, '/privacy'];
    for (const path of pages) {
      const html = readFileSync(htmlFileFor(path), 'utf8');
      const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts)
        expect(readFileSync(join(client, script), 'utf8'), `${path}: ${script}`).not.toMatch(/\$Zod[A-Z]|ZodError/);
    }
  });

  // A constant shared by the landing and the content pages once put the whole content chunk (7 KB
  // brotli) on the calculator page; shared constants belong in the shell chunk (vite.config.ts).
  it('loads no content-feature chunk on the calculator page', () => {
    const html = readFileSync(htmlFileFor('/'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(scripts.filter((script) => /\/assets\/content-/.test(script))).toEqual([]);
  });

  // The landing once pulled the whole estimate through a range constant: the country rules and the
  // sources behind every figure (about 30 KB brotli) belong to the results, loaded when shown.
  it("loads the country rules and the figures' sources only with the results, not on the first load of /", () => {
    const html = readFileSync(htmlFileFor('/'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    // Text only rule-costs.ts and the source registry (core/data/sources.json) hold.
    for (const script of scripts)
      expect(readFileSync(join(client, script), 'utf8'), script).not.toMatch(/Essential Benefits Plan|calculator-model/);
  });

  // ADR 0011: content pages are their HTML and the page script, nothing of React or React Router.
  it('serves every content page with the page script alone: no framework chunk, no inline script', () => {
    // The calculator is hydrated in both languages (/ and /ar); every other page is content.
    const contentPaths = paths.filter((path) => path !== '/' && path !== '/ar');
    expect(contentPaths.length).toBeGreaterThan(50);
    const pageScripts = new Set<string>();
    for (const path of contentPaths) {
      const html = readFileSync(htmlFileFor(path), 'utf8');
      const scripts = scriptsLoadedBy(html);
      expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/page-script-[\w-]+\.js$/)]);
      pageScripts.add(scripts[0] ?? '');
      const inline = [...documentFor(htmlFileFor(path)).querySelectorAll('script:not([src])')].filter(
        (script) => script.getAttribute('type') !== 'application/ld+json',
      );
      expect(
        inline.map((script) => script.outerHTML.slice(0, 80)),
        path,
      ).toEqual([]);
      expect(html, path).not.toMatch(/__reactRouter|modulepreload/);
    }
    // One file, standing alone: it imports nothing, so it is all a content page loads.
    expect(pageScripts.size).toBe(1);
    const [pageScript = ''] = pageScripts;
    expect(readFileSync(join(client, pageScript), 'utf8')).not.toMatch(/\bimport\s*[\w{*("']/);
  });

  // The landing's first load; the steps, the results and TanStack Query come after it.
  it.each(['/', '/ar'])('loads at most 120 KB brotli of JavaScript before interaction on %s, held until the first paint', (page) => {
    const html = readFileSync(htmlFileFor(page), 'utf8');
    const scripts = scriptsLoadedBy(html);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, script) => sum + brotliBytes(script), 0);
    expect(total).toBeLessThanOrEqual(120_000);
    // Nothing is fetched or run before the first paint (web/src/app/after-first-paint.ts): every preload
    // and the module script are held, and the script that starts them is in the page.
    expect(html).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
    expect(html).not.toMatch(/<script\b[^>]*\btype="module"/);
    expect([...html.matchAll(new RegExp(`<link rel="${heldPreloadRel}"`, 'g'))].length).toBeGreaterThan(0);
    expect(html.split(`<script type="${heldModuleScriptType}">`)).toHaveLength(2);
    expect(html).toContain(startAfterFirstPaint);
    for (const script of scripts)
      expect(readFileSync(join(client, script), 'utf8'), script).not.toMatch(/No QueryClient set|QueryClientProvider/);
  });

  // Issue 13, offline (ADR 0013): the build's service worker precaches the calculator with every
  // script it loads at once or later, the offline page, the page script and the icons.
  it('has a service worker that precaches the calculator and everything it loads, and the offline page', () => {
    const worker = readFileSync(join(client, 'sw.js'), 'utf8');
    const precached = new Set([...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? ''));
    const pages = ['/', '/ar', '/offline', '/ar/offline'];
    for (const url of [...pages, '/site.webmanifest', '/icon-192.png', '/icon-512.png']) expect(precached, url).toContain(url);
    for (const url of precached) {
      if (pages.includes(url)) continue;
      expect(existsSync(join(client, url.slice(1))), url).toBe(true);
    }
    // What / and /ar load before interaction, and the steps, the results and the PDF library they fetch later.
    for (const page of ['/', '/ar'])
      for (const script of scriptsLoadedBy(readFileSync(htmlFileFor(page), 'utf8')))
        expect(precached, `${page}: ${script}`).toContain(script);
    const assetNames = readdirSync(join(client, 'assets'));
    for (const later of ['wizard-', 'results-step-', 'page-script-']) {
      const file = assetNames.find((name) => name.startsWith(later) && name.endsWith('.js'));
      expect(file, later).toBeDefined();
      expect(precached, later).toContain(`/assets/${file}`);
    }
    // jsPDF (whichever chunk the bundler put it in) and the Arabic report's fonts.
    const jsPdf = assetNames.filter(
      (name) => name.endsWith('.js') && readFileSync(join(client, 'assets', name), 'utf8').includes('addFileToVFS'),
    );
    expect(jsPdf.length).toBeGreaterThan(0);
    for (const file of jsPdf) expect(precached, file).toContain(`/assets/${file}`);
    const fonts = assetNames.filter((name) => name.endsWith('.ttf'));
    expect(fonts.length).toBe(2);
    for (const file of fonts) expect(precached, file).toContain(`/assets/${file}`);
    // The operator area is not precached.
    expect([...precached].filter((url) => /admin/.test(url))).toEqual([]);
    const offline = documentFor(htmlFileFor('/offline'));
    expect(offline.querySelector('h1')?.textContent).toBe('You are offline');
    expect(meta(offline, 'name', 'robots')).toContain('noindex');
  });

  it('keeps the page script within 15 KB brotli', () => {
    const [pageScript = ''] = scriptsLoadedBy(readFileSync(htmlFileFor('/faq'), 'utf8'));
    expect(brotliBytes(pageScript)).toBeLessThanOrEqual(15_000);
  });

  it('resolves every internal link and image in every built page', () => {
    const htmlFiles = listHtmlFiles(client);
    const builtPages = new Set(htmlFiles.map(pathOfHtmlFile));
    const broken: string[] = [];
    let links = 0;
    for (const file of htmlFiles) {
      const document = documentFor(file);
      const targets = [
        ...[...document.querySelectorAll('[href]')].map((el) => el.getAttribute('href') ?? ''),
        ...[...document.querySelectorAll('img[src], script[src]')].map((el) => el.getAttribute('src') ?? ''),
      ].filter((target) => target.startsWith('/') && !target.startsWith('//'));
      for (const target of targets) {
        links += 1;
        const path = decodeURI(target.replace(/[?#].*$/, '')) || '/';
        const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
        const asFile = join(client, normalized.slice(1));
        const resolves =
          builtPages.has(normalized) || serverRenderedPaths.has(normalized) || (existsSync(asFile) && statSync(asFile).isFile());
        if (!resolves) broken.push(`${pathOfHtmlFile(file)} → ${target}`);
      }
    }
    expect(links).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  });
});
