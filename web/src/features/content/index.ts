// The content feature's public entry point for the browser and the prerenderer alike. Build-time
// loaders (which read content/ from disk) are in server/index.server.ts, kept out of the bundle.
// Helpers that route meta() calls take the page's language (default English) and read the content
// catalogue through translator(), so the route must have imported web/src/i18n/content-messages.ts.
export { ArticlePage, articleCrumbs } from './components/article-page.tsx';
export { BlogListPage } from './components/blog-list-page.tsx';
export { CountryGuidePage, guideCrumbs, guideTitle } from './components/country-guide-page.tsx';
export { FaqPage } from './components/faq-page.tsx';
export { LegalPageView, legalPageMeta } from './components/legal-page.tsx';
export { NotFoundMessage } from './components/not-found-message.tsx';
export { PostNotFound, postNotFoundMeta } from './components/post-not-found.tsx';
export { PageScriptWords } from './components/page-script-words.tsx';
export { SourcesPage, sourcesPageMeta } from './components/sources-page.tsx';
export { blogJsonLd, blogPostingJsonLd, faqPageJsonLd, webPageJsonLd } from './model/structured-data.ts';
