// Every public page, in one list: the prerenderer (react-router.config.ts), sitemap.xml and the
// build-output test all read it. The admin area is not public and is not listed. Pages that exist in
// Arabic too are listed in both languages, each with the other as its alternate.
import { listCountries } from '#core';
import {
  isoDate,
  loadArticles,
  loadLegalPage,
  type LegalPageName,
  type SitemapPage,
} from '#web/features/content/server/public-pages.server.ts';
import { pathIn } from '#web/i18n/languages.ts';

/**
 * Prerendered but not pages of the sitemap: the files of resource routes, and the page the service
 * worker shows offline for a page never visited (ADR 0013), in each language.
 */
const generatedFiles = ['/sitemap.xml', '/robots.txt', '/offline', '/ar/offline'] as const;

/** The English pages; `translated` ones also exist under /ar. */
function englishPages(): (SitemapPage & { translated: boolean })[] {
  const articles = loadArticles();
  const newestArticle = articles[0]?.dateIso;
  return [
    { path: '/', priority: 1.0, translated: true },
    { path: '/blog', priority: 0.9, translated: true, ...(newestArticle ? { lastmod: newestArticle } : {}) },
    ...listCountries().map((country) => ({ path: `/${country.slug}`, priority: 0.9, translated: true })),
    { path: '/faq', priority: 0.8, translated: true },
    { path: '/sources', priority: 0.5, translated: true },
    ...articles.map((article) => ({ path: `/blog/${article.id}`, priority: 0.7, lastmod: article.dateIso, translated: false })),
    ...(['privacy', 'terms'] satisfies LegalPageName[]).map((name) => ({
      path: `/${name}`,
      priority: 0.3,
      lastmod: isoDate(loadLegalPage(name).lastUpdated),
      translated: true,
    })),
  ];
}

export function publicPages(): SitemapPage[] {
  const pages: SitemapPage[] = [];
  for (const { translated, ...page } of englishPages()) {
    if (!translated) {
      pages.push(page);
      continue;
    }
    const alternates = { en: page.path, ar: pathIn('ar', page.path) };
    pages.push({ ...page, alternates }, { ...page, path: alternates.ar, alternates });
  }
  return pages;
}

/** What React Router prerenders: every public page plus the generated files. */
export function publicPaths(): string[] {
  return [...publicPages().map((page) => page.path), ...generatedFiles];
}
