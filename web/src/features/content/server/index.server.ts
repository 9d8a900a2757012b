// The content feature's build-time entry point: the loaders the routes call. React Router keeps
// *.server.ts modules out of the browser bundle. (The prerender list has its own entry point,
// public-pages.server.ts.)
export { articleSummaries, findArticle } from './articles.server.ts';
export { canonicalGuidePath, loadGuide } from './country-guides.server.ts';
export { faqLastReviewed, loadFaq } from './faq.server.ts';
export { loadLegalPage } from './legal-pages.server.ts';
export { robotsTxt, sitemapXml } from './site-index.server.ts';
