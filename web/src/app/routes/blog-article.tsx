import { data } from 'react-router';
import type { Route } from './+types/blog-article';
import { countryProfiles } from '#core';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { ArticlePage, articleCrumbs, blogPostingJsonLd, PostNotFound, postNotFoundMeta } from '#web/features/content/index.ts';
import { findArticle } from '#web/features/content/server/index.server.ts';
import '#web/i18n/content-messages.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011).
export const handle = staticPageHandle;

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.id);
  // Unknown ids are not prerendered; the server renders them with this status.
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  // Blog articles are English only: /blog/<id> is always an English page.
  if (!loaderData) return postNotFoundMeta('en', params.id);
  const { article } = loaderData;
  return pageMeta({
    title: `${article.title} | Salary Reality Check`,
    description: article.excerpt,
    path: `/blog/${article.id}`,
    type: 'article',
    keywords: [article.category, ...article.countries.map((code) => countryProfiles[code].name), 'expat', 'cost of living 2025'],
    article: {
      publishedTime: article.dateIso,
      section: article.category,
      author: article.author,
      tags: [article.category, ...article.countries.map((code) => countryProfiles[code].name)],
    },
    structuredData: [blogPostingJsonLd(article), breadcrumbJsonLd(articleCrumbs(article))],
  });
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} />;
}

export function ErrorBoundary() {
  return <PostNotFound />;
}
