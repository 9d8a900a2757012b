import type { ArticleSummary } from '../model/article-view.ts';
import { ArticleMetaLine } from './article-meta-line.tsx';
import { CategoryBadge } from './category-badge.tsx';

/** A card in the blog grid and in a guide's related articles. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const href = `/blog/${article.id}`;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* The image repeats the title link's target; it is decorative for assistive technology. */}
      <a href={href} tabIndex={-1} aria-hidden="true" className="block bg-sand-50">
        <img
          src={article.image}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] h-auto w-full object-cover"
        />
      </a>
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge className="self-start">{article.category}</CategoryBadge>
        <h3 className="mt-3 text-lg font-bold leading-snug text-ink">
          <a href={href} className="rounded hover:text-brand-800 hover:underline">
            {article.title}
          </a>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-700">{article.excerpt}</p>
        <ArticleMetaLine date={article.date} dateIso={article.dateIso} readTime={article.readTime} className="mt-4 mb-4" />
        {/* Flat markup on purpose: 44 of these cards make up most of /blog's DOM. */}
        <a
          href={href}
          className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          Read More<span className="sr-only">: {article.title}</span>
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
