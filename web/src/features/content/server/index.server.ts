// The content feature's build-time entry point: the loaders that the routes and the prerender list
// call. React Router keeps *.server.ts modules out of the browser bundle.
export { articleSummaries, findArticle, isoDate, loadArticles } from './articles.server.ts';
export { canonicalGuidePath, loadGuide } from './country-guides.server.ts';
export { loadFaq } from './faq.server.ts';
export { loadLegalPage, type LegalPageName } from './legal-pages.server.ts';
export { robotsTxt, sitemapXml, type SitemapPage } from './site-index.server.ts';
