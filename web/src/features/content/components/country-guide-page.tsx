import type { ReactNode } from 'react';
import { calculatorDurationLabel } from '#core';
import { indicativeSalary, type GuideView } from '../model/guide-view.ts';
import { ArticleCard } from './article-card.tsx';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { CalculatorCta } from './calculator-cta.tsx';
import { PageSources } from './page-sources.tsx';
import { CityCostTable } from './city-cost-table.tsx';
import { ContentPageLayout } from './content-page-layout.tsx';
import { GuideSummaryCards } from './guide-summary-cards.tsx';
import { Icon } from './icons.tsx';
import { Prose } from './prose.tsx';
import { SchoolFeeTable } from './school-fee-table.tsx';

export function guideTitle(name: string): string {
  return `${name} Salary & Cost of Living Guide 2025`;
}

export function guideCrumbs(guide: Pick<GuideView, 'name' | 'slug'>): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: `${guide.name} Guide`, path: `/${guide.slug}` },
  ];
}

function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function TopicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="border-l-4 border-brand-600 pl-3 text-lg font-bold text-ink">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** /:slug: one shared screen for the six country guides (spec 001 section 2). */
export function CountryGuidePage({ guide }: { guide: GuideView }) {
  const cityList = guide.cities.join(', ').replace(/, (?=[^,]*$)/, ' and ');
  return (
    <ContentPageLayout>
      <Breadcrumbs items={guideCrumbs(guide)} />
      <header className="mt-4 max-w-3xl">
        <span className="inline-block rounded-full bg-sand-200 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink">
          Country Guide
        </span>
        <h1 className="mt-3 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{guideTitle(guide.name)}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Salaries, living costs, schools and everyday life for expatriates in {cityList}, with figures from our {guide.dataDate} cost data
          in {guide.currency}.
        </p>
      </header>

      <div className="mt-8">
        <GuideSummaryCards guide={guide} />
      </div>

      <CalculatorCta
        className="mt-8"
        title={`Got a job offer in ${guide.name}?`}
        text={`Check whether it covers rent, schools and everyday costs for your household, district by district. Free, no sign-up, ${calculatorDurationLabel}.`}
        action="Check My Offer"
      />

      <GuideSection id="why" title={`Why Choose ${guide.name}?`}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="max-w-3xl">
            <Prose text={guide.overview} />
          </div>
          <ul aria-label="Highlights" className="space-y-3">
            {guide.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <Icon name="circleCheck" className="mt-0.5 h-5 w-5 text-emerald-700" />
                <span className="text-slate-800">{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </GuideSection>

      <GuideSection id="cost-of-living" title="Cost of Living">
        <div className="grid gap-4 md:grid-cols-2">
          <TopicCard title="Housing">
            <Prose text={guide.costOfLiving.housing} />
          </TopicCard>
          <TopicCard title="Food and Groceries">
            <Prose text={guide.costOfLiving.food} />
          </TopicCard>
          <TopicCard title="Transport">
            <Prose text={guide.costOfLiving.transport} />
          </TopicCard>
          <TopicCard title="Healthcare">
            <Prose text={guide.costOfLiving.healthcare} />
          </TopicCard>
        </div>
        <h3 className="mt-8 text-lg font-bold text-ink">Monthly costs by city</h3>
        <div className="mt-3">
          <CityCostTable
            rows={guide.cityCosts}
            caption={`Average monthly rents and a family-of-four budget (2-bed rent, groceries, transport and utilities for 2 adults and 2 children), in ${guide.currency}, ${guide.dataDate}. The calculator uses the same figures.`}
          />
        </div>
      </GuideSection>

      <GuideSection id="salaries" title="Indicative Salary Ranges">
        <dl className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['Entry level', guide.salaryRanges.entry],
              ['Mid-career', guide.salaryRanges.mid],
              ['Senior', guide.salaryRanges.senior],
            ] as const
          ).map(([label, range]) => (
            <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="mt-2 text-lg font-bold text-ink">{range}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          Indicative, per month: {indicativeSalary.source}. {guide.taxNotes}
        </p>
      </GuideSection>

      <GuideSection id="education" title="Schools and Education">
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="border-l-4 border-brand-600 pl-3 text-lg font-bold text-ink">Choosing a school</h3>
            <div className="mt-2">
              <Prose text={guide.education.overview} />
            </div>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800 marker:text-brand-700">
              {guide.education.costs.map((cost) => (
                <li key={cost}>{cost}</li>
              ))}
            </ul>
          </div>
          <SchoolFeeTable
            rows={guide.education.fees}
            caption={`Tuition per year by curriculum, in ${guide.currency}: the fee ranges the calculator uses, from published Dubai and Abu Dhabi schedules converted at the official exchange rate. Fees vary by school; check each school's own schedule.`}
          />
        </div>
      </GuideSection>

      <GuideSection id="lifestyle" title="Lifestyle">
        <div className="grid gap-4 md:grid-cols-2">
          <TopicCard title="Culture">
            <Prose text={guide.lifestyle.culture} />
          </TopicCard>
          <TopicCard title="Expat Community">
            <Prose text={guide.lifestyle.expat} />
          </TopicCard>
        </div>
      </GuideSection>

      {guide.relatedArticles.length > 0 ? (
        <GuideSection id="related" title={`Articles about ${guide.name}`}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {guide.relatedArticles.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </GuideSection>
      ) : null}

      <PageSources sources={guide.sources} lastReviewedIso={guide.lastReviewedIso} className="mt-14 border-t border-slate-200 pt-6" />

      <CalculatorCta
        className="mt-14"
        title={`See what an offer in ${guide.name} really leaves you`}
        text={`Pick your city and district, add your family and allowances, and get a clear verdict on the salary in ${guide.currency}.`}
        action="Start Calculator"
      />
    </ContentPageLayout>
  );
}
