import { Link } from 'react-router';
import { useSavedArticles } from '../hooks/use-saved-articles.ts';
import type { ArticleSummary } from '../model/article-view.ts';
import { Icon } from './icons.tsx';

/** The local "Saved" list (decision 21), read from this browser only; absent until something is saved. */
export function SavedArticles({ articles }: { articles: readonly ArticleSummary[] }) {
  const savedIds = useSavedArticles();
  const saved = savedIds.flatMap((id) => articles.filter((article) => article.id === id));
  if (saved.length === 0) return null;
  return (
    <section aria-labelledby="saved-articles" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="saved-articles" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Icon name="bookmark" className="h-5 w-5 text-brand-700" />
        Saved ({saved.length})
      </h2>
      <p className="mt-1 text-sm text-slate-700">Kept in this browser only.</p>
      <ul className="mt-3 space-y-2">
        {saved.map((article) => (
          <li key={article.id}>
            <Link to={`/blog/${article.id}`} className="rounded font-semibold text-brand-800 underline-offset-2 hover:underline">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
