// The content feature's public entry point for the browser and the prerenderer alike. Build-time
// loaders (which read content/ from disk) are in server/index.server.ts, kept out of the bundle.
export { ArticlePage, articleCrumbs } from './components/article-page.tsx';
export { BlogListPage } from './components/blog-list-page.tsx';
export { CountryGuidePage, guideCrumbs, guideTitle } from './components/country-guide-page.tsx';
export { FaqPage } from './components/faq-page.tsx';
export { LegalPageView, legalPageMeta } from './components/legal-page.tsx';
export { NotFoundMessage } from './components/not-found-message.tsx';
export { SourcesPage, sourcesPageMeta } from './components/sources-page.tsx';
export { blogJsonLd, blogPostingJsonLd, faqPageJsonLd, webPageJsonLd } from './model/structured-data.ts';
