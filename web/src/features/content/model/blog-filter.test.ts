import { describe, expect, it } from 'vitest';
import '#web/i18n/content-messages.ts';
import type { ArticleSummary } from './article-view.ts';
import { filterArticles, showingLabel } from './blog-filter.ts';

const article = (id: string, countries: ArticleSummary['countries']): ArticleSummary => ({
  id,
  title: id,
  excerpt: '',
  image: '',
  category: 'Salaries',
  date: 'October 9, 2025',
  dateIso: '2025-10-09',
  readTime: '5 min read',
  countries,
});

const articles = [article('a', ['UAE', 'Qatar']), article('b', ['KSA']), article('c', ['Qatar'])];

describe('filterArticles', () => {
  it('keeps everything, in order, for all countries', () => {
    expect(filterArticles(articles, 'all').map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the articles that list the country, in order', () => {
    expect(filterArticles(articles, 'Qatar').map((a) => a.id)).toEqual(['a', 'c']);
    expect(filterArticles(articles, 'Oman')).toEqual([]);
  });
});

describe('showingLabel', () => {
  it.each([
    [45, 'all', 'Showing all 45 articles'],
    [20, 'Qatar', 'Showing 20 articles about Qatar'],
    [23, 'UAE', 'Showing 23 articles about the UAE'],
    [1, 'KSA', 'Showing 1 article about Saudi Arabia'],
  ] as const)('%i %s', (count, filter, expected) => {
    expect(showingLabel(count, filter)).toBe(expected);
  });

  // Arabic counts in six forms: none, one, two, 3-10, 11-99 and 100 on (docs/i18n.md).
  it.each([
    [45, 'all', 'تُعرض المقالات كلها، وعددها 45 مقالًا'],
    [0, 'Kuwait', 'لا توجد مقالات عن الكويت'],
    [1, 'KSA', 'يُعرض مقال واحد عن السعودية'],
    [2, 'UAE', 'يُعرض مقالان عن الإمارات'],
    [7, 'Qatar', 'تُعرض 7 مقالات عن قطر'],
    [23, 'UAE', 'يُعرض 23 مقالًا عن الإمارات'],
    [100, 'Oman', 'يُعرض 100 مقال عن عُمان'],
  ] as const)('%i %s in Arabic', (count, filter, expected) => {
    expect(showingLabel(count, filter, 'ar')).toBe(expected);
  });
});
