// @vitest-environment jsdom
// The page script on the markup /blog is prerendered with: the country tabs filter the list (the first
// article of a filter featured, the rest in the grid), keep the tabs pattern, and the Saved list shows
// what this browser saved, including what another tab saves.
import { renderToStaticMarkup } from 'react-dom/server';
import { inLanguage } from '#web/i18n/testing.tsx';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '#core';
import type { Language } from '#web/i18n/languages.ts';
import { BlogListPage } from '../components/blog-list-page.tsx';
import type { ArticleSummary } from '../model/article-view.ts';
import { enhanceBlogPage } from './blog-page.ts';

// The site header and footer read the build-time SITE_URL (web/src/lib/site.ts).
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_URL__ = 'https://salary.example/';
});

function summary(id: string, countries: CountryCode[]): ArticleSummary {
  return {
    id,
    title: `Title of ${id}`,
    excerpt: `About ${id}`,
    image: `/images/${id}.webp`,
    category: 'Cost of Living',
    date: 'October 18, 2025',
    dateIso: '2025-10-18',
    readTime: '6 min read',
    countries,
  };
}

// Newest first, as the loader gives them.
const articles = [
  summary('dubai-rents', ['UAE']),
  summary('gulf-banking', ['UAE', 'KSA', 'Qatar']),
  summary('doha-schools', ['Qatar']),
  summary('riyadh-salaries', ['KSA']),
  summary('muscat-life', ['Oman']),
];

function renderBlog(language: Language = 'en'): void {
  const page = renderToStaticMarkup(<MemoryRouter>{inLanguage(<BlogListPage articles={articles} />, language)}</MemoryRouter>);
  // The root sets dir on <html>; here a wrapper stands in for it.
  document.body.innerHTML = language === 'ar' ? `<div dir="rtl">${page}</div>` : page;
  enhanceBlogPage(document);
}

const tab = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;
const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.closest('[hidden]'));
const featuredTitles = () => shown('[data-featured] article h2').map((heading) => heading.textContent);
const gridTitles = () => shown('li[data-article] article h3').map((heading) => heading.textContent);
const status = () => document.querySelector('[role="status"]')?.textContent;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/blog');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the country tabs', () => {
  it('list every article on arrival, the newest featured, as without JavaScript', () => {
    renderBlog();
    expect(status()).toBe('Showing all 5 articles');
    expect(featuredTitles()).toEqual(['Title of dubai-rents']);
    expect(gridTitles()).toEqual(['Title of gulf-banking', 'Title of doha-schools', 'Title of riyadh-salaries', 'Title of muscat-life']);
    expect(tab('All Countries').getAttribute('aria-selected')).toBe('true');
  });

  it('filter by a country: its first article featured, the others in the grid, the status line updated', () => {
    renderBlog();
    tab('Qatar').click();
    expect(status()).toBe('Showing 2 articles about Qatar');
    expect(featuredTitles()).toEqual(['Title of gulf-banking']);
    expect(gridTitles()).toEqual(['Title of doha-schools']);
    expect(tab('Qatar').getAttribute('aria-selected')).toBe('true');
    expect(tab('All Countries').getAttribute('aria-selected')).toBe('false');
    expect(document.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe(tab('Qatar').id);

    // One article: featured, and the "More articles" section goes.
    tab('Oman').click();
    expect(featuredTitles()).toEqual(['Title of muscat-life']);
    expect(shown('[data-more-articles]')).toEqual([]);
    // None: nothing listed, and the status says so.
    tab('Kuwait').click();
    expect(status()).toBe('Showing 0 articles about Kuwait');
    expect(featuredTitles()).toEqual([]);
    expect(gridTitles()).toEqual([]);
    tab('All Countries').click();
    expect(gridTitles()).toHaveLength(4);
  });

  it('keep the chosen country in the address, and open on the country an address names', () => {
    renderBlog();
    tab('Qatar').click();
    expect(window.location.search).toBe('?country=Qatar');
    tab('All Countries').click();
    expect(window.location.search).toBe('');

    window.history.replaceState(null, '', '/blog?country=oman');
    renderBlog();
    expect(tab('Oman').getAttribute('aria-selected')).toBe('true');
    expect(featuredTitles()).toEqual(['Title of muscat-life']);
    // A country the tabs do not have leaves every article listed.
    window.history.replaceState(null, '', '/blog?country=atlantis');
    renderBlog();
    expect(status()).toBe('Showing all 5 articles');
  });

  it('keep a roving tabindex moved by the arrows, Home and End (automatic activation)', () => {
    renderBlog();
    const press = (key: string) => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    tab('All Countries').focus();
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('Kuwait'));
    expect(tab('Kuwait').getAttribute('aria-selected')).toBe('true');
    press('Home');
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('UAE'));
    expect(status()).toBe('Showing 2 articles about the UAE');
    expect([...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1, -1, -1, -1]);
    press('End');
    expect(document.activeElement).toBe(tab('Kuwait'));
  });
});

describe('the Saved list', () => {
  const saved = () => document.querySelector<HTMLElement>('[data-saved-articles]')!;

  it('stays hidden while nothing is saved', () => {
    renderBlog();
    expect(saved().hidden).toBe(true);
  });

  it('lists the saved articles on the page, most recent first, and ignores unknown ids', () => {
    localStorage.setItem('saved-articles', JSON.stringify(['muscat-life', 'gone-article', 'dubai-rents']));
    renderBlog();
    expect(saved().hidden).toBe(false);
    expect(saved().querySelector('h2')?.textContent).toBe('Saved (2)');
    expect([...saved().querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Title of muscat-life', '/blog/muscat-life'],
      ['Title of dubai-rents', '/blog/dubai-rents'],
    ]);
  });

  it('follows what another tab saves, and damaged storage reads as nothing saved', () => {
    renderBlog();
    localStorage.setItem('saved-articles', JSON.stringify(['doha-schools']));
    window.dispatchEvent(new StorageEvent('storage', { key: 'saved-articles' }));
    expect(saved().querySelector('h2')?.textContent).toBe('Saved (1)');
    localStorage.setItem('saved-articles', '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'saved-articles' }));
    expect(saved().hidden).toBe(true);
  });
});

describe('the Arabic blog list (/ar/blog)', () => {
  it('says first that the articles are in English, and lists them as English, linked to the English pages', () => {
    renderBlog('ar');
    expect(document.querySelector('h1')?.textContent).toBe(
      'مدونة الوافدين في الخليج: الرواتب والتكاليف والحياة في دول مجلس التعاون الخليجي',
    );
    expect(document.querySelector('header [role="note"]')?.textContent).toContain('مكتوبة باللغة الإنجليزية');
    const card = document.querySelector('li[data-article="gulf-banking"] article')!;
    expect(card.querySelector('h3')?.getAttribute('lang')).toBe('en');
    expect(card.querySelector('h3 a')?.getAttribute('href')).toBe('/blog/gulf-banking');
    expect(card.querySelector('h3 a')?.getAttribute('hreflang')).toBe('en');
    expect(card.querySelector('time')?.textContent).toBe('18 أكتوبر 2025');
    expect(card.textContent).toContain('قراءة في 6 دقائق');
    expect(card.textContent).toContain('تكلفة المعيشة');
  });

  it('filters with Arabic tabs and status line, the arrows following the right-to-left order', () => {
    renderBlog('ar');
    expect(status()).toBe('تُعرض المقالات كلها، وعددها 5 مقالات');
    tab('قطر').click();
    expect(status()).toBe('يُعرض مقالان عن قطر');
    expect(featuredTitles()).toEqual(['Title of gulf-banking']);
    tab('الكويت').click();
    expect(status()).toBe('لا توجد مقالات عن الكويت');
    const press = (key: string) => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    tab('جميع البلدان').focus();
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('الإمارات'));
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('جميع البلدان'));
  });

  it('marks the saved links as English', () => {
    localStorage.setItem('saved-articles', JSON.stringify(['dubai-rents']));
    renderBlog('ar');
    const saved = document.querySelector<HTMLElement>('[data-saved-articles]')!;
    expect(saved.querySelector('h2')?.textContent).toBe('المحفوظة (1)');
    const link = saved.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')]).toEqual([
      '/blog/dubai-rents',
      'en',
      'en',
    ]);
  });
});
