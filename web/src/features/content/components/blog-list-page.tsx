import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import type { ArticleSummary } from '../model/article-view.ts';
import { filterArticles, showingLabel } from '../model/blog-filter.ts';
import { blogFilters, countryTabLabel } from '../model/country-labels.ts';
import { ArticleCard } from './article-card.tsx';
import { BackLink } from './back-link.tsx';
import { CountryTabs } from './country-tabs.tsx';
import { ContentPageLayout } from './content-page-layout.tsx';
import { FeaturedArticleCard } from './featured-article-card.tsx';
import { SavedArticles } from './saved-articles.tsx';

/**
 * /blog and /ar/blog: every article, the newest large ("featured") and the rest in a grid. The country
 * tabs filter the list in the browser (browser/blog-page.ts); the first article of a filtered list is
 * featured, so the featured card of every tab is rendered here, hidden but for the first tab's.
 * Without JavaScript every article is listed. The articles are English only: the Arabic
 * page says so first, and lists them with their English titles and excerpts.
 */
export function BlogListPage({ articles }: { articles: readonly ArticleSummary[] }) {
  const t = useT();
  const language = useLanguage();
  const tabs = blogFilters.map((filter) => {
    const listed = filterArticles(articles, filter);
    return {
      value: filter,
      label: filter === 'all' ? t('blog.filterAll') : countryTabLabel(filter, language),
      showing: showingLabel(listed.length, filter, language),
      firstId: listed[0]?.id,
    };
  });
  const featuredIds = new Set(tabs.map((tab) => tab.firstId));
  const firstId = articles[0]?.id;
  return (
    <ContentPageLayout>
      <BackLink to="/">{t('contentPage.backToCalculator')}</BackLink>
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{t('blog.title')}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('blog.intro')}</p>
        {language === 'en' ? null : (
          <p role="note" className="mt-4 rounded-2xl border border-sand-200 bg-sand-50 px-4 py-3 leading-relaxed text-ink">
            {t('blog.englishOnly')}
          </p>
        )}
      </header>
      <SavedArticles />
      <div className="mt-8">
        <CountryTabs label={t('blog.filterLabel')} tabs={tabs}>
          <p role="status" className="mt-2 text-sm font-medium text-slate-700" data-showing-label>
            {tabs[0]?.showing}
          </p>
          <div className="mt-4">
            {articles
              .filter((article) => featuredIds.has(article.id))
              .map((article) => (
                <div key={article.id} data-featured={article.id} hidden={article.id !== firstId}>
                  <FeaturedArticleCard article={article} loadFirst={article.id === firstId} />
                </div>
              ))}
          </div>
          <section aria-labelledby="more-articles" className="mt-10" data-more-articles hidden={articles.length < 2}>
            <h2 id="more-articles" className="text-xl font-bold text-ink">
              {t('blog.moreArticles')}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {articles.map((article) => (
                // No content-visibility here: a card skipped until scrolled near is laid out at a
                // guessed height, then at its real one (titles wrap to 1-3 lines), and the page moved
                // under a finger that had jumped to the footer (a tap on Privacy Policy missed).
                <li
                  key={article.id}
                  className="flex"
                  data-article={article.id}
                  data-title={article.title}
                  data-countries={article.countries.join(' ')}
                  hidden={article.id === firstId}
                >
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          </section>
        </CountryTabs>
      </div>
    </ContentPageLayout>
  );
}
