import type { Route } from './+types/blog';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { BlogListPage, blogJsonLd } from '#web/features/content/index.ts';
import { articleSummaries } from '#web/features/content/server/index.server.ts';
import '#web/i18n/content-messages.ts';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { languageOfLocation } from '../route-language.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011). /blog and
// /ar/blog: the articles are English in both; the Arabic list says so.
export const handle = staticPageHandle;

// Runs at build time (prerender).
export function loader() {
  return { articles: articleSummaries() };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const language = languageOfLocation(location);
  const t = translator(language);
  return pageMeta({
    title: t('meta.blog.title'),
    description: t('meta.blog.description'),
    path: pathIn(language, '/blog'),
    language,
    translated: true,
    keywords: t('meta.blog.keywords').split(', '),
    structuredData: [
      blogJsonLd(loaderData?.articles ?? [], language),
      breadcrumbJsonLd([
        { name: t('meta.home.breadcrumb'), path: pathIn(language, '/') },
        { name: t('meta.blog.breadcrumb'), path: pathIn(language, '/blog') },
      ]),
    ],
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage articles={loaderData.articles} />;
}
