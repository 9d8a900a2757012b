// @vitest-environment jsdom
// The Arabic content pages as the prerender renders them: Arabic headings and words
// around the Arabic guide and FAQ, no English word of the content catalogue left in them, links that
// stay on the Arabic pages, and English only where the articles are quoted (marked lang="en").
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import contentEnglish from '#web/i18n/locales/en/content.json';
import contentArabic from '#web/i18n/locales/ar/content.json';
import { inLanguage } from '#web/i18n/testing.tsx';
import { loadFaq, faqLastReviewed, loadGuide } from '../server/index.server.ts';
import { CountryGuidePage, guideCrumbs, guideTitle } from './country-guide-page.tsx';
import { FaqPage } from './faq-page.tsx';

// The site header and footer read the build-time SITE_URL (web/src/lib/site.ts).
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_URL__ = 'https://salary.example/';
});

function render(node: React.ReactNode, path: string): Document {
  document.documentElement.innerHTML = `<body dir="rtl">${renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>{inLanguage(node, 'ar')}</MemoryRouter>,
  )}</body>`;
  return document;
}

/** The page's own text: without what it quotes in English (articles, publishers' titles). */
function ownText(page: Document): string {
  const main = page.querySelector('main')!.cloneNode(true) as HTMLElement;
  for (const quoted of main.querySelectorAll('[lang="en"], bdi')) quoted.remove();
  return main.textContent ?? '';
}

/**
 * The English messages that must not show on an Arabic page: those without placeholders, except the
 * few the Arabic keeps as they are («البكالوريا الدولية (IB)»).
 */
const englishMessages = Object.values(contentEnglish as Record<string, string>).filter(
  (message) => !message.includes('{') && message.trim().length > 2 && !Object.values(contentArabic).some((ar) => ar.includes(message)),
);

const headings = (page: Document, selector: string) => [...page.querySelectorAll(selector)].map((h) => h.textContent);

describe('the Arabic country guide', () => {
  const guide = loadGuide('uae', 'ar')!;

  it('names itself and its trail in Arabic, with the Arabic paths', () => {
    expect(guideTitle(guide.name, 'ar')).toBe('دليل الرواتب وتكلفة المعيشة في الإمارات 2025');
    expect(guideCrumbs(guide, 'ar')).toEqual([
      { name: 'الرئيسية', path: '/ar' },
      { name: 'دليل الإمارات', path: '/ar/uae' },
    ]);
    expect(guideTitle('UAE')).toBe('UAE Salary & Cost of Living Guide 2025');
  });

  it('has Arabic headings, captions and table headers, the currency in Arabic, and no English word of its own', () => {
    const page = render(<CountryGuidePage guide={guide} />, '/ar/uae');
    expect(page.querySelector('h1')?.textContent).toBe('دليل الرواتب وتكلفة المعيشة في الإمارات 2025');
    expect(headings(page, 'main section > h2')).toEqual(
      expect.arrayContaining(['لماذا الإمارات؟', 'تكلفة المعيشة', 'نطاقات الرواتب الاسترشادية', 'المدارس والتعليم', 'نمط الحياة']),
    );
    expect(headings(page, 'main th[scope="col"]')).toEqual(
      expect.arrayContaining(['المدينة', 'إيجار شقة بغرفتي نوم', 'أسرة من أربعة أفراد', 'المنهج']),
    );
    expect(page.querySelector('main header p')?.textContent).toMatch(/والمبالغ بالدرهم\.$/);
    expect(page.querySelector('main table caption')?.textContent).toContain('بالدرهم');
    const text = ownText(page);
    expect(englishMessages.filter((message) => text.includes(message))).toEqual([]);
  });

  it('leads to the Arabic calculator and guide, and to the English articles as English', () => {
    const page = render(<CountryGuidePage guide={guide} />, '/ar/uae');
    const hrefs = [...page.querySelectorAll('main a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toContain('/ar');
    expect(hrefs).not.toContain('/');
    const articleLinks = [...page.querySelectorAll<HTMLAnchorElement>('main a[href^="/blog/"]')];
    expect(articleLinks.length).toBeGreaterThan(0);
    for (const link of articleLinks) expect(link.getAttribute('hreflang')).toBe('en');
    for (const title of page.querySelectorAll('#related ~ * h3')) expect(title.getAttribute('lang')).toBe('en');
  });
});

describe('the Arabic FAQ', () => {
  it('has its Arabic title and chrome, and no English word of its own', () => {
    const page = render(<FaqPage items={loadFaq('ar')} lastReviewedIso={faqLastReviewed('ar')} />, '/ar/faq');
    expect(page.querySelector('h1')?.textContent).toBe('الأسئلة الشائعة');
    expect(page.querySelector('main a')?.getAttribute('href')).toBe('/ar');
    expect(page.querySelector('main a')?.textContent).toBe('العودة إلى الحاسبة');
    expect(page.querySelector('[data-testid="last-reviewed"]')?.textContent).toMatch(/^آخر مراجعة: \d{1,2} [\u0600-\u06ff]+ \d{4}$/);
    const text = ownText(page);
    expect(englishMessages.filter((message) => text.includes(message))).toEqual([]);
  });
});
