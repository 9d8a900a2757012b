// Every public page, in one list: the prerenderer (react-router.config.ts), sitemap.xml and the
// build-output test all read it. The admin area is not public and is not listed.
import { listCountries } from '#core';
import {
  isoDate,
  loadArticles,
  loadLegalPage,
  type LegalPageName,
  type SitemapPage,
} from '#web/features/content/server/public-pages.server.ts';

/**
 * Prerendered but not pages of the sitemap: the files of resource routes, and the page the service
 * worker shows offline for a page never visited (ADR 0013).
 */
const generatedFiles = ['/sitemap.xml', '/robots.txt', '/offline'] as const;

export function publicPages(): SitemapPage[] {
  const articles = loadArticles();
  const newestArticle = articles[0]?.dateIso;
  return [
    { path: '/', priority: 1.0 },
    { path: '/blog', priority: 0.9, ...(newestArticle ? { lastmod: newestArticle } : {}) },
    ...listCountries().map((country) => ({ path: `/${country.slug}`, priority: 0.9 })),
    { path: '/faq', priority: 0.8 },
    { path: '/sources', priority: 0.5 },
    ...articles.map((article) => ({ path: `/blog/${article.id}`, priority: 0.7, lastmod: article.dateIso })),
    ...(['privacy', 'terms'] satisfies LegalPageName[]).map((name) => ({
      path: `/${name}`,
      priority: 0.3,
      lastmod: isoDate(loadLegalPage(name).lastUpdated),
    })),
  ];
}

/** What React Router prerenders: every public page plus the generated files. */
export function publicPaths(): string[] {
  return [...publicPages().map((page) => page.path), ...generatedFiles];
}
