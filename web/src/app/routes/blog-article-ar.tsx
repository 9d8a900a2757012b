import { data, redirect } from 'react-router';
import type { Route } from './+types/blog-article-ar';
import { PostNotFound, postNotFoundMeta } from '#web/features/content/index.ts';
import { findArticle } from '#web/features/content/server/index.server.ts';
import '#web/i18n/content-messages.ts';
import { staticPageHandle } from '../static-pages.ts';

// Blog articles are written in English only; the Arabic blog list says so and links to
// them. An /ar/blog/<id> address (typed, or a guess from the pattern) goes to the article when there
// is one; an unknown id is answered here, in Arabic with status 404, not by the English page.
export const handle = staticPageHandle;

export function loader({ params }: Route.LoaderArgs) {
  if (findArticle(params.id)) throw redirect(`/blog/${encodeURIComponent(params.id)}`, 301);
  throw data(null, { status: 404 });
}

export function meta({ params }: Route.MetaArgs) {
  return postNotFoundMeta('ar', params.id);
}

// The loader never returns: every answer is the redirect or the 404 below.
export default function BlogArticleArabic() {
  return null;
}

export function ErrorBoundary() {
  return <PostNotFound />;
}
