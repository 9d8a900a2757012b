import type { CountryCode } from '#core';
import type { ArticleSummary } from './article-view.ts';
import { countryInSentence } from './country-labels.ts';

export type BlogFilter = CountryCode | 'all';

/** The articles whose countries include the chosen one, in the list's own order (newest first). */
export function filterArticles(articles: readonly ArticleSummary[], filter: BlogFilter): ArticleSummary[] {
  return filter === 'all' ? [...articles] : articles.filter((article) => article.countries.includes(filter));
}

/** 'Showing all N articles' / 'Showing N articles about {country}' (spec 001 section 2). */
export function showingLabel(count: number, filter: BlogFilter): string {
  const noun = count === 1 ? 'article' : 'articles';
  return filter === 'all' ? `Showing all ${count} ${noun}` : `Showing ${count} ${noun} about ${countryInSentence(filter)}`;
}
