// @vitest-environment jsdom
// The sources catalogue in Arabic (/ar/sources, issue 13), as the prerender renders it: Arabic
// headings, intro, entries and dates with Western digits, the same section anchors as the English
// page, no English sentence of the catalogue or of the content catalogue left, publishers' titles
// isolated as quoted; and its metadata at /ar/sources with the English page as its alternate.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { arabicAsOfLabel, dataAsOf, sourcesPageCatalogue, type FigureSource, type Message, type SourceCatalogueSection } from '#core';
import '#web/i18n/content-messages.ts';
import contentArabic from '#web/i18n/locales/ar/content.json';
import contentEnglish from '#web/i18n/locales/en/content.json';
import { inLanguage } from '#web/i18n/testing.tsx';
import { translator } from '#web/i18n/i18n.ts';
import { sourceText } from '#web/i18n/source-text.ts';

const englishSource = (source: FigureSource) => sourceText(source, 'en', translator('en'));
/** A title, name or intro as the English page says it. */
const englishWords = (words: Message) => translator('en')(words);
import { SourcesPage, sourcesPageMeta } from './sources-page.tsx';

// The site header and footer read the build-time SITE_URL (web/src/lib/site.ts).
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_URL__ = 'https://salary.example/';
});

/** One catalogue for both pages: each says its words in its language. */
const sections = sourcesPageCatalogue();

function render(sections: readonly SourceCatalogueSection[], language: 'en' | 'ar'): Document {
  const path = language === 'ar' ? '/ar/sources' : '/sources';
  document.documentElement.innerHTML = `<body dir="${language === 'ar' ? 'rtl' : 'ltr'}">${renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      {inLanguage(<SourcesPage sections={sections} dataDate={dataAsOf.asOfLabel} />, language)}
    </MemoryRouter>,
  )}</body>`;
  return document;
}

/** The page's own text: without the publishers' titles it quotes. */
function ownText(page: Document): string {
  const main = page.querySelector('main')!.cloneNode(true) as HTMLElement;
  for (const quoted of main.querySelectorAll('bdi')) quoted.remove();
  return main.textContent ?? '';
}

/** Every sentence the English catalogue says of its own: titles, intros, names, explanations, assumptions. */
const englishSentences = [
  ...new Set(
    sections.flatMap((section) => [
      englishWords(section.title),
      englishWords(section.intro),
      ...section.groups.flatMap((group) => [
        ...(group.title ? [englishWords(group.title)] : []),
        ...group.entries.flatMap((entry) => [
          englishWords(entry.figure),
          englishSource(entry.source).explanation,
          ...(entry.source.assumption ? [englishSource(entry.source).assumption ?? ''] : []),
        ]),
      ]),
    ]),
  ),
];
/** The page's chrome in English (its own messages and the content pages'), without placeholders. */
const englishChrome = Object.entries(contentEnglish as Record<string, string>)
  .filter(([id]) => /^(sourcesPage|contentPage)\./.test(id))
  .map(([, message]) => message)
  .filter((message) => !message.includes('{') && !Object.values(contentArabic).some((ar) => ar.includes(message)));

describe('the Arabic sources page', () => {
  const page = render(sections, 'ar');
  const text = ownText(page);

  it('has its Arabic title, contents and section headings, under the English anchors', () => {
    expect(page.querySelector('h1')?.textContent).toBe('المصادر: من أين يأتي كل رقم');
    expect(page.querySelector('#sources-contents')?.textContent).toBe('في هذه الصفحة');
    const headings = [...page.querySelectorAll('main section > h2')].map((h) => h.textContent);
    expect(headings).toEqual(sections.map((section) => translator('ar')(section.title)));
    expect(headings).toEqual(expect.arrayContaining(['الإيجارات حسب المدينة', 'الرسوم المدرسية', 'أسعار الصرف', 'عقدك سنة بسنة']));
    expect([...page.querySelectorAll('main section[id]')].map((section) => section.id)).toEqual(sections.map((section) => section.id));
    expect([...page.querySelectorAll('nav a[href^="#"]')].map((link) => link.getAttribute('href'))).toEqual(
      sections.map((section) => `#${section.id}`),
    );
    expect(page.querySelector('main a')?.getAttribute('href')).toBe('/ar');
  });

  it('says its dates in Arabic with Western digits', () => {
    const intro = page.querySelector('h1 + p')?.textContent ?? '';
    expect(intro).toContain(arabicAsOfLabel(dataAsOf.asOfLabel));
    expect(intro).toMatch(/[\u0621-\u064A]+ \d{4}/);
    expect(intro).not.toContain(dataAsOf.asOfLabel);
    expect(text).toMatch(/محدَّث حتى [\u0621-\u064A]+ \d{4}\. المصادر?:/);
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(text).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December|undated)\b/);
    expect(text).toContain('(صحيفة، ');
  });

  it('leaves no English sentence of the catalogue or of the page chrome', () => {
    // Sentences of three words or more anywhere; names (Oman, Dubai Marina) as the headings say them,
    // since an Arabic explanation may quote a publication named in English (Times of Oman).
    expect(englishSentences.filter((sentence) => sentence.split(' ').length >= 3 && text.includes(sentence))).toEqual([]);
    const names = new Set(englishSentences);
    const headings = [...page.querySelectorAll('main h2, main h3, main h4')].map((heading) => heading.textContent ?? '');
    expect(headings.filter((heading) => names.has(heading) || !/[\u0621-\u064A]/.test(heading))).toEqual([]);
    expect(englishChrome.filter((message) => text.includes(message))).toEqual([]);
    expect(text).toContain('دبي مارينا');
    expect(text).toContain('افتراض:');
  });

  it('isolates every publisher’s title, linked where it has an address', () => {
    const titles = [...page.querySelectorAll('main li > a[rel="noreferrer"], main li > bdi')];
    expect(titles.length).toBeGreaterThan(200);
    for (const link of page.querySelectorAll('main ul.rich-text a')) expect(link.querySelector('bdi[dir="auto"]')).not.toBeNull();
  });

  it('marks a title in Latin letters as English, so a screen reader does not read it as Arabic', () => {
    const quoted = [...page.querySelectorAll('main bdi')];
    const latin = quoted.filter((title) => !/[\u0600-\u06ff]/.test(title.textContent ?? ''));
    expect(latin.length).toBeGreaterThan(100);
    for (const title of latin) expect(title.getAttribute('lang'), title.textContent ?? '').toBe('en');
    for (const title of quoted.filter((element) => !latin.includes(element))) expect(title.hasAttribute('lang')).toBe(false);
  });

  it('uses no physical left or right classes', () => {
    const classes = [...page.querySelectorAll('main [class]')].flatMap((element) => element.getAttribute('class')?.split(/\s+/) ?? []);
    expect(
      classes.filter((name) => /(^|:)(ml|mr|pl|pr|left|right|text-left|text-right|border-l|border-r|rounded-l|rounded-r)(-|$)/.test(name)),
    ).toEqual([]);
  });
});

describe('the English sources page', () => {
  it('is as before: English words and titles not isolated', () => {
    const page = render(sections, 'en');
    expect(page.querySelector('h1')?.textContent).toBe('Sources: where every figure comes from');
    expect(page.querySelector('h1 + p')?.textContent).toContain(dataAsOf.asOfLabel);
    expect(page.querySelectorAll('main bdi')).toHaveLength(0);
  });
});

describe('the sources page metadata', () => {
  const content = (meta: ReturnType<typeof sourcesPageMeta>, key: string, value: string) =>
    meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value);

  it('puts the Arabic page at /ar/sources, in Arabic, with the English as its alternate', () => {
    const meta = sourcesPageMeta('ar');
    expect(meta).toContainEqual({ title: 'المصادر: من أين يأتي كل رقم | Salary Reality Check' });
    expect(content(meta, 'rel', 'canonical')).toMatchObject({ href: 'https://salary.example/ar/sources' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://salary.example/sources' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://salary.example/ar/sources' });
    expect(content(meta, 'name', 'description')).toMatchObject({ content: expect.stringMatching(/^المصدر العام/) });
    expect(content(meta, 'name', 'keywords')).toMatchObject({ content: expect.stringContaining('بيانات الإيجارات في دبي') });
    const breadcrumb = meta.find((descriptor) => 'script:ld+json' in descriptor) as { 'script:ld+json': { itemListElement: unknown[] } };
    expect(breadcrumb['script:ld+json'].itemListElement).toEqual([
      expect.objectContaining({ name: 'الرئيسية', item: 'https://salary.example/ar' }),
      expect.objectContaining({ name: 'المصادر', item: 'https://salary.example/ar/sources' }),
    ]);
  });

  it('keeps the English page at /sources', () => {
    const meta = sourcesPageMeta();
    expect(content(meta, 'rel', 'canonical')).toMatchObject({ href: 'https://salary.example/sources' });
    expect(content(meta, 'name', 'keywords')).toMatchObject({ content: expect.stringContaining('dubai rent data') });
  });
});
