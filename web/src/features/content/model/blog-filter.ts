import type { CountryCode, Language } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import type { ArticleSummary } from './article-view.ts';
import { countryInSentence } from './country-labels.ts';

export type BlogFilter = CountryCode | 'all';

/** The articles whose countries include the chosen one, in the list's own order (newest first). */
export function filterArticles(articles: readonly ArticleSummary[], filter: BlogFilter): ArticleSummary[] {
  return filter === 'all' ? [...articles] : articles.filter((article) => article.countries.includes(filter));
}

/**
 * 'Showing all N articles' / 'Showing N articles about {country}' (spec 001 section 2). Rendered at
 * build time onto each tab (data-showing), so the page script needs no catalogue to say it.
 */
export function showingLabel(count: number, filter: BlogFilter, language: Language = 'en'): string {
  const t = translator(language);
  return filter === 'all'
    ? t('blog.showingAll', { count })
    : t('blog.showingCountry', { count, country: countryInSentence(filter, language) });
}
