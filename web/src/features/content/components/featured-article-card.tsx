import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import type { ArticleSummary } from '../model/article-view.ts';
import { ArticleMetaLine } from './article-meta-line.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { articleLinkProps, articleTextProps } from './english-articles.ts';
import { Icon } from './icons.tsx';

/**
 * The first article of the filtered list, large. The one shown on arrival loads its image first (it
 * is the page's LCP); the others wait, hidden, until a filter shows them.
 */
export function FeaturedArticleCard({ article, loadFirst }: { article: ArticleSummary; loadFirst: boolean }) {
  const t = useT();
  const language = useLanguage();
  const href = `/blog/${article.id}`;
  const link = articleLinkProps(language);
  const english = articleTextProps(language);
  return (
    <article className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
      <a href={href} {...link} tabIndex={-1} aria-hidden="true" className="block bg-sand-50">
        <img
          src={article.image}
          alt=""
          width={1200}
          height={630}
          loading={loadFirst ? 'eager' : 'lazy'}
          fetchPriority={loadFirst ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[40/21] h-full w-full object-cover"
        />
      </a>
      <div className="flex flex-col justify-center p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          {/* Letter spacing would break the joins of Arabic letters. */}
          <span className="inline-block rounded-full bg-sand-200 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink rtl:tracking-normal">
            {t('blog.featured')}
          </span>
          <CategoryBadge category={article.category} />
        </div>
        <h2 className="mt-4 text-2xl font-extrabold leading-tight text-ink sm:text-3xl" {...english}>
          <a href={href} {...link} className="rounded hover:text-brand-800 hover:underline">
            {article.title}
          </a>
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700" {...english}>
          {article.excerpt}
        </p>
        <ArticleMetaLine date={article.date} dateIso={article.dateIso} readTime={article.readTime} className="mt-4" />
        <div className="mt-6">
          <a
            href={href}
            {...link}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('blog.readArticle')}
            <span className="sr-only">
              {': '}
              <span lang={english.lang}>{article.title}</span>
            </span>
            <Icon name="arrowRight" className="rtl:-scale-x-100" />
          </a>
        </div>
      </div>
    </article>
  );
}
