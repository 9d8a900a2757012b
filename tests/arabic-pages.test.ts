// The Arabic pages as the build wrote them: right to left in Arabic, with hreflang to the
// English page and back, their own titles and descriptions, the Arabic words of the page (no English
// sentence of a catalogue leaking), the privacy page's retention sentence in Arabic. Run after
// `npm run build` (npm run test:build-output); skipped, saying why, without a build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { retentionDaysFrom, retentionStatementArabic } from '../contracts/retention.ts';

const client = join(new URL('..', import.meta.url).pathname, 'build/client');
const built = existsSync(join(client, 'ar/index.html'));
if (!built) console.warn(`arabic-pages: ${client}/ar/index.html not found; run \`npm run build\` first. Skipping.`);

const guideSlugs = ['uae', 'saudi-arabia', 'qatar', 'oman', 'bahrain', 'kuwait'];
const pairs: [english: string, arabic: string][] = [
  ['/', '/ar'],
  ...['/blog', '/faq', '/privacy', '/terms', '/sources', ...guideSlugs.map((slug) => `/${slug}`)].map((path): [string, string] => [
    path,
    `/ar${path}`,
  ]),
];

const documentAt = (path: string) =>
  new JSDOM(readFileSync(join(client, path === '/' ? '' : path.slice(1), 'index.html'), 'utf8')).window.document;
const alternates = (document: Document) =>
  Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      new URL(link.getAttribute('href') ?? '').pathname,
    ]),
  );
/** The share of letters that are Arabic in a text. */
function arabicShare(text: string): number {
  const arabic = text.match(/[\u0600-\u06ff]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic / Math.max(1, arabic + latin);
}

describe.skipIf(!built)('the Arabic pages', () => {
  it.each(pairs)('%s and %s name each other and the English default', (english, arabic) => {
    for (const path of [english, arabic]) {
      const links = alternates(documentAt(path));
      expect(links, path).toEqual({ en: english, ar: arabic, 'x-default': english });
    }
  });

  it.each(pairs.map(([, arabic]) => arabic))('%s is Arabic, right to left, with its own title and description', (path) => {
    const document = documentAt(path);
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(arabicShare(document.title.replace('Salary Reality Check', '')), document.title).toBeGreaterThan(0.9);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(arabicShare(description), description).toBeGreaterThan(0.8);
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('ar_AE');
    // The page's own words are Arabic; the English that remains is names (the brand, Salik, KHDA, PDF),
    // the English articles' titles on the blog list (marked lang="en") and the cited publications'
    // titles, as published (isolated in <bdi>).
    const main = document.querySelector('main')?.cloneNode(true) as HTMLElement;
    for (const english of main.querySelectorAll('[lang="en"], bdi')) english.remove();
    expect(arabicShare(main.textContent ?? ''), path).toBeGreaterThan(0.9);
    expect(main.textContent ?? '').not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('states the retention the server applies, in Arabic, on /ar/privacy', () => {
    const text = documentAt('/ar/privacy').body.textContent ?? '';
    expect(text).toContain(retentionStatementArabic(retentionDaysFrom(process.env.RETENTION_DAYS)));
  });

  it('keeps each page in its language: the English pages are English, left to right', () => {
    for (const [english] of pairs) {
      const document = documentAt(english);
      expect(document.documentElement.getAttribute('lang')).toBe('en');
      expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    }
  });
});
