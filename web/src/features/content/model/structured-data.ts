// JSON-LD for content pages, built in each route's meta() from loader data. Runs on the server
// (prerender) and in the browser (client navigations), so it takes plain view data only.
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

export function blogJsonLd(articles: readonly ArticleSummary[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${siteName} Blog`,
    url: absoluteUrl('/blog'),
    publisher,
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      headline: article.title,
      url: absoluteUrl(`/blog/${article.id}`),
      datePublished: article.dateIso,
    })),
  };
}

/** A reviewed page other than an article or the FAQ (a country guide, a legal page): its review date (issue 17). */
export function webPageJsonLd(page: { path: string; name: string; description: string; dateModified: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    dateModified: page.dateModified,
    publisher,
  };
}

/** Decision 19: exactly the visible questions, answers as plain text. */
export function faqPageJsonLd(items: readonly FaqItemView[], dateModified?: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(dateModified ? { dateModified } : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainTextOfSanitized(item.answerHtml) },
    })),
  };
}
