import { calculatorMinutes, countryName } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn, type Language } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import type { ArticleView } from '../model/article-view.ts';
import { ArticleActions } from './article-actions.tsx';
import { ArticleMetaLine } from './article-meta-line.tsx';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { CalculatorCta } from './calculator-cta.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { ContentPageLayout } from './content-page-layout.tsx';
import { PageSources } from './page-sources.tsx';
import { RichText } from './rich-text.tsx';
import { TipBox } from './tip-box.tsx';

/** The trail to an article: the article itself is English only, wherever the trail starts. */
export function articleCrumbs(article: Pick<ArticleView, 'id' | 'title'>, language: Language = 'en'): Crumb[] {
  const t = translator(language);
  return [
    { name: t('contentPage.breadcrumbHome'), path: pathIn(language, '/') },
    { name: t('articlePage.breadcrumbBlog'), path: pathIn(language, '/blog') },
    { name: article.title, path: `/blog/${article.id}` },
  ];
}

/**
 * /blog/:id: header, image, introduction, sections with tips, Final Thoughts and the calculator card.
 * Articles are English only, so this page is rendered in English; its words still come
 * from the catalogue, like every content page's.
 */
export function ArticlePage({ article }: { article: ArticleView }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ContentPageLayout>
      <article className="mx-auto max-w-3xl">
        <Breadcrumbs items={articleCrumbs(article, language)} />
        <header className="mt-4">
          <CategoryBadge category={article.category} />
          <h1 className="mt-3 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{article.title}</h1>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
            <div className="grid gap-1">
              <ArticleMetaLine date={article.date} dateIso={article.dateIso} readTime={article.readTime} />
              <p className="text-sm text-slate-600">{t('articlePage.byline', { author: article.author })}</p>
            </div>
            <ArticleActions id={article.id} title={article.title} />
          </div>
        </header>
        <img
          src={article.image}
          alt={article.imageAlt}
          width={1200}
          height={630}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="mt-6 aspect-[40/21] h-auto w-full rounded-2xl border border-slate-200 bg-sand-50 object-cover"
        />
        <div className="mt-8 text-[1.0625rem] leading-relaxed text-slate-800">
          <RichText html={article.introductionHtml} className="text-lg leading-relaxed text-slate-800" />
          {article.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-bold leading-snug text-ink">{section.heading}</h2>
              <RichText html={section.contentHtml} className="mt-3" />
              {section.itemsHtml.length > 0 ? (
                <ul className="mt-4 list-disc space-y-2 ps-6 marker:text-brand-700">
                  {section.itemsHtml.map((item) => (
                    <li key={item}>
                      <RichText html={item} as="span" />
                    </li>
                  ))}
                </ul>
              ) : null}
              {section.tip ? <TipBox {...section.tip} /> : null}
            </section>
          ))}
          <section className="mt-10">
            <h2 className="text-2xl font-bold text-ink">{t('articlePage.finalThoughts')}</h2>
            {article.conclusion.map((paragraph) => (
              <p key={paragraph} className="mt-3">
                {paragraph}
              </p>
            ))}
          </section>
          <PageSources
            sources={article.sources}
            lastReviewedIso={article.lastReviewedIso}
            className="mt-10 border-t border-slate-200 pt-6"
          />
        </div>
        <CalculatorCta
          className="mt-12"
          title={t('articlePage.ctaTitle', { minutes: calculatorMinutes })}
          text={t('articlePage.ctaText')}
          action={t('contentPage.startCalculator')}
          countries={article.countries.map((code) => t(countryName(code)))}
        />
      </article>
    </ContentPageLayout>
  );
}
