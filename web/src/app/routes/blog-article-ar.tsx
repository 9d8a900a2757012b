import { redirect } from 'react-router';
import type { Route } from './+types/blog-article-ar';

// Blog articles are written in English only (issue 13); the Arabic blog list says so and links to
// them. An /ar/blog/<id> address (typed, or a guess from the pattern) goes to the article.
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/blog/${encodeURIComponent(params.id)}`, 301);
}
