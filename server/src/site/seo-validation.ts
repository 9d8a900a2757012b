import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SeoPageCheck, SeoValidation } from '../../../contracts/admin.ts';

// The SEO tab reports what the build actually produced. It reads build/client's
// sitemap.xml and robots.txt and, for every URL in the sitemap, the prerendered page behind it.

const RECOMMENDED_SEO_TOOLS: SeoValidation['tools'] = [
  {
    name: 'Google Rich Results Test',
    url: 'https://search.google.com/test/rich-results',
    purpose: 'Checks that FAQ, HowTo and breadcrumb structured data qualify for rich results.',
  },
  { name: 'Schema Markup Validator', url: 'https://validator.schema.org/', purpose: 'Validates every JSON-LD block against schema.org.' },
  {
    name: 'Google Search Console',
    url: 'https://search.google.com/search-console',
    purpose: 'Submit the sitemap and watch indexing and coverage.',
  },
  {
    name: 'Bing Webmaster Tools',
    url: 'https://www.bing.com/webmasters',
    purpose: 'Submit the sitemap to Bing (and DuckDuckGo, which uses its index).',
  },
  { name: 'PageSpeed Insights', url: 'https://pagespeed.web.dev/', purpose: 'Core Web Vitals and mobile usability of a live page.' },
  {
    name: 'Facebook Sharing Debugger',
    url: 'https://developers.facebook.com/tools/debug/',
    purpose: 'Previews the Open Graph card a shared link shows.',
  },
  { name: 'W3C Markup Validation Service', url: 'https://validator.w3.org/', purpose: 'Finds HTML errors that can confuse crawlers.' },
];

interface SitemapEntry {
  loc: string;
  priority: string | null;
}

interface PageFacts extends SeoPageCheck {
  hasCanonical: boolean;
  prerendered: boolean;
}

/** Re-reads the build only when sitemap.xml changes: the check is cheap to repeat but not free. */
export class SeoValidator {
  private cached: { key: string; result: SeoValidation } | undefined;

  constructor(
    private readonly clientDirectory: string,
    private readonly siteUrl: string,
  ) {}

  async validate(): Promise<SeoValidation> {
    const sitemapPath = join(this.clientDirectory, 'sitemap.xml');
    const key = existsSync(sitemapPath) ? await fingerprint(sitemapPath) : 'missing';
    if (this.cached?.key === key) return this.cached.result;
    const result = await validateBuild(this.clientDirectory, this.siteUrl);
    this.cached = { key, result };
    return result;
  }
}

async function fingerprint(path: string): Promise<string> {
  const info = await stat(path);
  return `${info.size}:${info.mtimeMs}`;
}

export async function validateBuild(clientDirectory: string, siteUrl: string): Promise<SeoValidation> {
  const sitemapUrl = `${siteUrl}/sitemap.xml`;
  const sitemapPath = join(clientDirectory, 'sitemap.xml');
  if (!existsSync(sitemapPath)) {
    return {
      note: `No sitemap.xml in ${clientDirectory}: build the web app (npm run build) so the pages and sitemap can be checked.`,
      sitemap: { url: sitemapUrl, priority: 'n/a', status: 'missing', pages: 0 },
      pages: [],
      features: [],
      tools: RECOMMENDED_SEO_TOOLS,
    };
  }
  const entries = parseSitemap(await readFile(sitemapPath, 'utf8'));
  const pages = await Promise.all(entries.map((entry) => checkPage(clientDirectory, entry.loc)));
  const robotsPath = join(clientDirectory, 'robots.txt');
  const robots = existsSync(robotsPath) ? await readFile(robotsPath, 'utf8') : null;
  const count = (predicate: (page: PageFacts) => boolean) => pages.filter(predicate).length;
  const schemaTypes = [...new Set(pages.flatMap((page) => page.schemas))].sort();
  const total = pages.length;

  const features: string[] = [];
  if (total > 0) features.push(`XML sitemap listing ${total} URL${total === 1 ? '' : 's'}`);
  if (robots !== null)
    features.push(/^\s*sitemap:/im.test(robots) ? 'robots.txt with a Sitemap line' : 'robots.txt (without a Sitemap line)');
  features.push(`Prerendered HTML for ${count((page) => page.prerendered)} of ${total} sitemap pages`);
  features.push(`Title and meta description on ${count((page) => page.hasTitle && page.hasDescription)} of ${total} pages`);
  features.push(`Canonical link on ${count((page) => page.hasCanonical)} of ${total} pages`);
  features.push(`Open Graph tags on ${count((page) => page.hasOGTags)} of ${total} pages`);
  features.push(`Mobile viewport on ${count((page) => page.mobileFriendly)} of ${total} pages`);
  if (schemaTypes.length > 0) features.push(`JSON-LD structured data: ${schemaTypes.join(', ')}`);
  if (siteUrl.startsWith('https://')) features.push('Served over HTTPS');

  const priorities = [...new Set(entries.map((entry) => entry.priority).filter((value): value is string => value !== null))].sort();
  const priority =
    priorities.length === 0
      ? 'not set'
      : priorities.length === 1
        ? (priorities[0] as string)
        : `${priorities[0]}–${priorities[priorities.length - 1]}`;
  const problems = pages.filter((page) => !(page.hasTitle && page.hasDescription && page.hasOGTags && page.mobileFriendly)).length;

  return {
    note:
      entries.length === 0
        ? 'sitemap.xml lists no URLs.'
        : `Checked ${total} pages from sitemap.xml against the prerendered HTML of this build. ${problems === 0 ? 'Every page has its title, description, Open Graph tags and viewport.' : `${problems} page${problems === 1 ? ' misses' : 's miss'} a title, description, Open Graph tags or viewport.`} Confirm with the tools below after deploying.`,
    sitemap: { url: sitemapUrl, priority, status: entries.length === 0 ? 'invalid' : 'found', pages: total },
    pages: pages.map(({ hasCanonical: _canonical, prerendered: _prerendered, ...page }) => page),
    features,
    tools: RECOMMENDED_SEO_TOOLS,
  };
}

function parseSitemap(xml: string): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const match of xml.matchAll(/<url>([\s\S]*?)<\/url>/gi)) {
    const block = match[1] ?? '';
    const loc = /<loc>\s*([^<]+?)\s*<\/loc>/i.exec(block)?.[1];
    if (!loc) continue;
    entries.push({ loc: decodeXml(loc), priority: /<priority>\s*([^<]+?)\s*<\/priority>/i.exec(block)?.[1] ?? null });
  }
  return entries;
}

function pathOf(loc: string): string {
  try {
    return new URL(loc).pathname;
  } catch {
    return loc.startsWith('/') ? loc : `/${loc}`;
  }
}

async function checkPage(clientDirectory: string, loc: string): Promise<PageFacts> {
  const path = pathOf(loc);
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const candidates = trimmed === '' ? ['index.html'] : [join(trimmed, 'index.html'), `${trimmed}.html`];
  const file = candidates.map((candidate) => join(clientDirectory, candidate)).find((candidate) => existsSync(candidate));
  if (!file) {
    return {
      name: path,
      path,
      hasTitle: false,
      hasDescription: false,
      hasOGTags: false,
      hasStructuredData: false,
      mobileFriendly: false,
      schemas: [],
      hasCanonical: false,
      prerendered: false,
    };
  }
  const html = await readFile(file, 'utf8');
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  const structuredData = [...html.matchAll(/<script\b[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script\s*>/gi)].map(
    (match) => match[1] ?? '',
  );
  const parsed = structuredData.map(parseJson);
  const schemas = [...new Set(parsed.flatMap((value) => (value === undefined ? [] : schemaTypesOf(value))))];
  return {
    name: title === '' ? path : decodeXml(title),
    path,
    hasTitle: title !== '',
    hasDescription: hasMeta(html, 'name', 'description'),
    hasOGTags: hasMeta(html, 'property', 'og:title') && hasMeta(html, 'property', 'og:description'),
    hasStructuredData: parsed.length > 0 && parsed.every((value) => value !== undefined),
    mobileFriendly:
      /<meta\b[^>]*name\s*=\s*["']viewport["'][^>]*content\s*=\s*["'][^"']*width\s*=\s*device-width/i.test(html) ||
      /<meta\b[^>]*content\s*=\s*["'][^"']*width\s*=\s*device-width[^"']*["'][^>]*name\s*=\s*["']viewport["']/i.test(html),
    schemas,
    hasCanonical:
      /<link\b[^>]*rel\s*=\s*["']canonical["'][^>]*href\s*=\s*["'][^"']+["']/i.test(html) ||
      /<link\b[^>]*href\s*=\s*["'][^"']+["'][^>]*rel\s*=\s*["']canonical["']/i.test(html),
    prerendered: true,
  };
}

/** A <meta> with the given name or property and a non-empty content, in either attribute order. */
function hasMeta(html: string, attribute: 'name' | 'property', value: string): boolean {
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    const key = new RegExp(`\\b${attribute}\\s*=\\s*["']${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`, 'i');
    if (key.test(tag) && /\bcontent\s*=\s*["'][^"']*\S[^"']*["']/i.test(tag)) return true;
  }
  return false;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** @type names at the top level, in arrays and in @graph. */
function schemaTypesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(schemaTypesOf);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = record['@type'];
  const types = typeof own === 'string' ? [own] : Array.isArray(own) ? own.filter((item): item is string => typeof item === 'string') : [];
  return [...types, ...schemaTypesOf(record['@graph'])];
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
