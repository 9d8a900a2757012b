import { describe, expect, it } from 'vitest';
import { readTimeLabel } from '#content/blog/word-count.ts';
import { articlesAbout, findArticle, isoDate, loadArticles } from './articles.server.ts';

describe('isoDate', () => {
  it.each([
    ['October 9, 2025', '2025-10-09'],
    ['October 25, 2025', '2025-10-25'],
    ['January 1, 2026', '2026-01-01'],
  ])('%s → %s', (label, iso) => {
    expect(isoDate(label)).toBe(iso);
  });

  it('refuses what is not a date label', () => {
    expect(() => isoDate('Octember 9, 2025')).toThrow();
    expect(() => isoDate('2025-10-09')).toThrow();
  });
});

describe('loadArticles', () => {
  const articles = loadArticles();

  it('loads every article once, newest first, same-day ones by title', () => {
    expect(articles).toHaveLength(45);
    expect(new Set(articles.map((a) => a.id)).size).toBe(45);
    for (const [index, article] of articles.entries()) {
      const next = articles[index + 1];
      if (!next) continue;
      expect(article.dateIso >= next.dateIso).toBe(true);
      if (article.dateIso === next.dateIso) expect(article.title.localeCompare(next.title)).toBeLessThan(0);
    }
  });

  it('computes the read time from the word count', () => {
    for (const article of articles) expect(article.readTime).toBe(readTimeLabel(article.wordCount));
    const sample = findArticle('gratuity-calculation-uae-2025');
    expect(sample?.wordCount).toBeGreaterThanOrEqual(900);
  });

  it('hands the pages only sanitised HTML', () => {
    const html = articles.flatMap((a) => [
      a.introductionHtml,
      ...a.sections.flatMap((s) => [s.contentHtml, ...s.itemsHtml, s.tip?.contentHtml ?? '']),
    ]);
    for (const fragment of html) {
      for (const tag of fragment.match(/<[a-z][^>]*>/g) ?? [])
        expect(tag).toMatch(/^<(strong|em|span class="hl-(positive|negative|info|warning)"|a href="\/[^"/\\][^"]*"|a href="\/")>$/);
    }
  });

  it('finds nothing for an unknown id', () => {
    expect(findArticle('no-such-article')).toBeUndefined();
  });

  it('lists at most the asked number of articles about a country, newest first', () => {
    const aboutOman = articlesAbout('Oman', 6);
    expect(aboutOman.length).toBeLessThanOrEqual(6);
    expect(aboutOman.length).toBeGreaterThan(0);
    for (const article of aboutOman) expect(article.countries).toContain('Oman');
    expect(aboutOman.map((a) => a.id)).toEqual(
      articles
        .filter((a) => a.countries.includes('Oman'))
        .slice(0, 6)
        .map((a) => a.id),
    );
  });
});
