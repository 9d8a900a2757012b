// Per-page metadata as React Router meta descriptors: title, description, keywords, canonical,
// Open Graph, Twitter card, optional article tags and JSON-LD structured data.
import type { MetaDescriptor } from 'react-router';
import { languages, openGraphLocales, pathIn, type Language } from '#web/i18n/languages.ts';
import { absoluteUrl, defaultDescription, defaultTitle, siteName, socialImagePath } from '#web/lib/site.ts';

export interface PageMetaInput {
  title?: string;
  description?: string;
  /** Path of the page, e.g. "/blog"; becomes the absolute canonical URL. */
  path: string;
  keywords?: readonly string[];
  type?: 'website' | 'article';
  image?: string;
  imageAlt?: string;
  article?: { publishedTime: string; section: string; tags: readonly string[]; author: string };
  structuredData?: readonly Record<string, unknown>[];
  noindex?: boolean;
  /** The page's language (its path already carries the /ar prefix for Arabic). Default English. */
  language?: Language;
  /** The page exists in both languages: hreflang alternates to each, x-default to the English. */
  translated?: boolean;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title ?? defaultTitle;
  const description = input.description ?? defaultDescription;
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? socialImagePath);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: input.imageAlt ?? `${siteName}: is your Gulf job offer enough?` },
    { property: 'og:locale', content: openGraphLocales[input.language ?? 'en'] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (input.translated) {
    for (const language of languages) {
      descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: language, href: absoluteUrl(pathIn(language, input.path)) });
      if (language !== (input.language ?? 'en')) descriptors.push({ property: 'og:locale:alternate', content: openGraphLocales[language] });
    }
    descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(pathIn('en', input.path)) });
  }
  if (input.keywords?.length) descriptors.push({ name: 'keywords', content: input.keywords.join(', ') });
  if (input.noindex) descriptors.push({ name: 'robots', content: 'noindex, nofollow' });
  if (input.article) {
    descriptors.push(
      { property: 'article:published_time', content: input.article.publishedTime },
      { property: 'article:section', content: input.article.section },
      { property: 'article:author', content: input.article.author },
      ...input.article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    );
  }
  for (const data of input.structuredData ?? []) descriptors.push({ 'script:ld+json': data });
  return descriptors;
}

/** BreadcrumbList structured data from (name, path) pairs. */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
