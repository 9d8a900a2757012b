// JSON-LD for content pages, built in each route's meta() from loader data. Runs on the server
// (prerender) and in the browser (client navigations), so it takes plain view data only. Arabic pages
// say so with inLanguage; the English output is as it was before they existed.
import type { Language } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { absoluteUrl, siteName } from '#web/lib/site.ts';
import type { ArticleSummary, ArticleView } from './article-view.ts';
import type { FaqItemView } from './faq-view.ts';
import { plainTextOfSanitized } from './plain-text.ts';

const publisher = {
  '@type': 'Organization',
  name: siteName,
  url: absoluteUrl('/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png'), width: 512, height: 512 },
};

export function blogPostingJsonLd(article: ArticleView): Record<string, unknown> {
  const url = absoluteUrl(`/blog/${article.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    image: { '@type': 'ImageObject', url: absoluteUrl(article.image), width: 1200, height: 630 },
    datePublished: article.dateIso,
    dateModified: article.lastReviewedIso ?? article.dateIso,
    author: { '@type': 'Organization', name: article.author, url: absoluteUrl('/') },
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.category,
    wordCount: article.wordCount,
    inLanguage: 'en',
  };
}

/** `inLanguage` for a page in a language other than English (English pages leave it out, as before). */
function inLanguage(language: Language): { inLanguage?: Language } {
  return language === 'en' ? {} : { inLanguage: language };
}

/** /blog or /ar/blog: the list is in the page's language; the articles it lists are English. */
export function blogJsonLd(articles: readonly ArticleSummary[], language: Language = 'en'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: translator(language)('blog.jsonLdName', { siteName }),
    url: absoluteUrl(pathIn(language, '/blog')),
    ...inLanguage(language),
    publisher,
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      headline: article.title,
      url: absoluteUrl(`/blog/${article.id}`),
      datePublished: article.dateIso,
      ...(language === 'en' ? {} : { inLanguage: 'en' }),
    })),
  };
}

/**
 * A reviewed page other than an article or the FAQ (a country guide, a legal page): its review date
 *. `path` is the page's own, with /ar for an Arabic page.
 */
export function webPageJsonLd(page: {
  path: string;
  name: string;
  description: string;
  dateModified: string;
  language?: Language;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    ...inLanguage(page.language ?? 'en'),
    dateModified: page.dateModified,
    publisher,
  };
}

/** Exactly the visible questions, answers as plain text. */
export function faqPageJsonLd(items: readonly FaqItemView[], dateModified?: string, language: Language = 'en'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...inLanguage(language),
    ...(dateModified ? { dateModified } : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainTextOfSanitized(item.answerHtml) },
    })),
  };
}
