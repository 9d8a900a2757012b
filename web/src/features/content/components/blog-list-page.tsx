import { useState } from 'react';
import type { ArticleSummary } from '../model/article-view.ts';
import { filterArticles, showingLabel, type BlogFilter } from '../model/blog-filter.ts';
import { blogCountryTabs } from '../model/country-labels.ts';
import { ArticleCard } from './article-card.tsx';
import { BackLink } from './back-link.tsx';
import { CountryTabs } from './country-tabs.tsx';
import { ContentPageLayout } from './content-page-layout.tsx';
import { FeaturedArticleCard } from './featured-article-card.tsx';
import { SavedArticles } from './saved-articles.tsx';

/** /blog: country tabs filter the list in the browser; without JavaScript every article is listed. */
export function BlogListPage({ articles }: { articles: readonly ArticleSummary[] }) {
  const [filter, setFilter] = useState<BlogFilter>('all');
  const visible = filterArticles(articles, filter);
  const [featured, ...rest] = visible;
  return (
    <ContentPageLayout>
      <BackLink to="/">Back to Calculator</BackLink>
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold leading-tight text-ink sm:text-4xl">Gulf Expat Blog: Salaries, Costs and Life in the GCC</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Practical, figure-led articles on rent, school fees, salaries, visas and everyday costs in the UAE, Saudi Arabia, Qatar, Oman,
          Bahrain and Kuwait, written to help you judge a job offer before you sign.
        </p>
      </header>
      <SavedArticles articles={articles} />
      <div className="mt-8">
        <CountryTabs label="Filter articles by country" tabs={blogCountryTabs} value={filter} onValueChange={setFilter}>
          <p role="status" className="mt-2 text-sm font-medium text-slate-700">
            {showingLabel(visible.length, filter)}
          </p>
          {featured ? (
            <div className="mt-4">
              <FeaturedArticleCard article={featured} />
            </div>
          ) : null}
          {rest.length > 0 ? (
            <section aria-labelledby="more-articles" className="mt-10">
              <h2 id="more-articles" className="text-xl font-bold text-ink">
                More articles
              </h2>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((article) => (
                  // Cards below the fold skip layout until scrolled near (content-visibility), which
                  // keeps the first paint of a 45-card page quick on slow phones.
                  <li key={article.id} className="flex [contain-intrinsic-block-size:auto_30rem] [content-visibility:auto]">
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </CountryTabs>
      </div>
    </ContentPageLayout>
  );
}
