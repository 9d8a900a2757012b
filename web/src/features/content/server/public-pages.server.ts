// The content feature's entry point for the prerender list (web/src/app/public-paths.ts). React
// Router loads that list with react-router.config.ts in a Vite instance that has no config file, so
// build-time constants such as __SITE_URL__ are not defined there: only modules that need none of
// them may be reached from here (the full server entry point pulls in the sitemap, which does).
export { isoDate, loadArticles } from './articles.server.ts';
export { loadLegalPage, type LegalPageName } from './legal-pages.server.ts';
export type { SitemapPage } from './site-index.server.ts';
