import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import type { ArticleSummary } from '../model/article-view.ts';
import { ArticleMetaLine } from './article-meta-line.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { articleLinkProps, articleTextProps } from './english-articles.ts';

/** A card in the blog grid and in a guide's related articles. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const t = useT();
  const language = useLanguage();
  const href = `/blog/${article.id}`;
  const link = articleLinkProps(language);
  const english = articleTextProps(language);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* The image repeats the title link's target; it is decorative for assistive technology. */}
      <a href={href} {...link} tabIndex={-1} aria-hidden="true" className="block bg-sand-50">
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
        <CategoryBadge category={article.category} className="self-start" />
        <h3 className="mt-3 text-lg font-bold leading-snug text-ink" {...english}>
          <a href={href} {...link} className="rounded hover:text-brand-800 hover:underline">
            {article.title}
          </a>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-700" {...english}>
          {article.excerpt}
        </p>
        <ArticleMetaLine date={article.date} dateIso={article.dateIso} readTime={article.readTime} className="mt-4 mb-4" />
        {/* Flat markup on purpose: 44 of these cards make up most of /blog's DOM. */}
        <a
          href={href}
          {...link}
          className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          {t('articleCard.readMore')}
          <span className="sr-only">
            {': '}
            <span lang={english.lang}>{article.title}</span>
          </span>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </a>
      </div>
    </article>
  );
}
