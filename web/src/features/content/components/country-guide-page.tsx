import type { ReactNode } from 'react';
import { calculatorMinutes } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn, type Language } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { currencyInSentence, type GuideView } from '../model/guide-view.ts';
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

/** "UAE Salary & Cost of Living Guide 2025", «دليل الرواتب وتكلفة المعيشة في الإمارات 2025». */
export function guideTitle(name: string, language: Language = 'en'): string {
  return translator(language)('guide.title', { name });
}

/** The trail to a guide, with the paths of the page's language (/ar/uae in Arabic). */
export function guideCrumbs(guide: Pick<GuideView, 'name' | 'slug'>, language: Language = 'en'): Crumb[] {
  const t = translator(language);
  return [
    { name: t('contentPage.breadcrumbHome'), path: pathIn(language, '/') },
    { name: t('guide.breadcrumb', { name: guide.name }), path: pathIn(language, `/${guide.slug}`) },
  ];
}

/** "Dubai, Abu Dhabi and Sharjah", «دبي وأبوظبي والشارقة». */
function listOf(items: readonly string[], language: Language): string {
  if (language === 'en') return items.join(', ').replace(/, (?=[^,]*$)/, ' and ');
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
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
      <h3 className="border-s-4 border-brand-600 ps-3 text-lg font-bold text-ink">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/**
 * /:slug and /ar/:slug: one shared screen for the six country guides (spec 001 section 2). The
 * guide's prose and figures arrive in the page's language from the loader; the words around them
 * come from the content catalogue.
 */
export function CountryGuidePage({ guide }: { guide: GuideView }) {
  const t = useT();
  const language = useLanguage();
  const { name, dataDate } = guide;
  const currency = currencyInSentence(guide.currency, language);
  return (
    <ContentPageLayout>
      <Breadcrumbs items={guideCrumbs(guide, language)} />
      <header className="mt-4 max-w-3xl">
        {/* Letter spacing would break the joins of Arabic letters. */}
        <span className="inline-block rounded-full bg-sand-200 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink rtl:tracking-normal">
          {t('guide.badge')}
        </span>
        <h1 className="mt-3 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{guideTitle(name, language)}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          {t('guide.intro', { cities: listOf(guide.cities, language), dataDate, currency })}
        </p>
      </header>

      <div className="mt-8">
        <GuideSummaryCards guide={guide} />
      </div>

      <CalculatorCta
        className="mt-8"
        title={t('guide.offerCta.title', { name })}
        text={t('guide.offerCta.text', { minutes: calculatorMinutes })}
        action={t('guide.offerCta.action')}
      />

      <GuideSection id="why" title={t('guide.why', { name })}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="max-w-3xl">
            <Prose text={guide.overview} />
          </div>
          <ul aria-label={t('guide.highlights')} className="space-y-3">
            {guide.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <Icon name="circleCheck" className="mt-0.5 h-5 w-5 text-emerald-700" />
                <span className="text-slate-800">{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </GuideSection>

      <GuideSection id="cost-of-living" title={t('guide.costOfLiving.title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TopicCard title={t('guide.costOfLiving.housing')}>
            <Prose text={guide.costOfLiving.housing} />
          </TopicCard>
          <TopicCard title={t('guide.costOfLiving.food')}>
            <Prose text={guide.costOfLiving.food} />
          </TopicCard>
          <TopicCard title={t('guide.costOfLiving.transport')}>
            <Prose text={guide.costOfLiving.transport} />
          </TopicCard>
          <TopicCard title={t('guide.costOfLiving.healthcare')}>
            <Prose text={guide.costOfLiving.healthcare} />
          </TopicCard>
        </div>
        <h3 className="mt-8 text-lg font-bold text-ink">{t('guide.cityTable.title')}</h3>
        <div className="mt-3">
          <CityCostTable rows={guide.cityCosts} caption={t('guide.cityTable.caption', { currency, dataDate })} />
        </div>
      </GuideSection>

      <GuideSection id="salaries" title={t('guide.salaries.title')}>
        <dl className="grid gap-4 sm:grid-cols-3">
          {(
            [
              [t('guide.salaries.entry'), guide.salaryRanges.entry],
              [t('guide.salaries.mid'), guide.salaryRanges.mid],
              [t('guide.salaries.senior'), guide.salaryRanges.senior],
            ] as const
          ).map(([label, range]) => (
            <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="mt-2 text-lg font-bold text-ink">{range}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          {t('guide.salaries.note')} {guide.taxNotes}
        </p>
      </GuideSection>

      <GuideSection id="education" title={t('guide.education.title')}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="border-s-4 border-brand-600 ps-3 text-lg font-bold text-ink">{t('guide.education.choosing')}</h3>
            <div className="mt-2">
              <Prose text={guide.education.overview} />
            </div>
            <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-800 marker:text-brand-700">
              {guide.education.costs.map((cost) => (
                <li key={cost}>{cost}</li>
              ))}
            </ul>
          </div>
          <SchoolFeeTable rows={guide.education.fees} caption={t('guide.feeTable.caption', { currency })} />
        </div>
      </GuideSection>

      <GuideSection id="lifestyle" title={t('guide.lifestyle.title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TopicCard title={t('guide.lifestyle.culture')}>
            <Prose text={guide.lifestyle.culture} />
          </TopicCard>
          <TopicCard title={t('guide.lifestyle.expat')}>
            <Prose text={guide.lifestyle.expat} />
          </TopicCard>
        </div>
      </GuideSection>

      {guide.relatedArticles.length > 0 ? (
        <GuideSection id="related" title={t('guide.related.title', { name })}>
          {language === 'en' ? null : <p className="-mt-2 mb-5 text-slate-700">{t('guide.related.englishOnly')}</p>}
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
        title={t('guide.closingCta.title', { name })}
        text={t('guide.closingCta.text', { currency })}
        action={t('contentPage.startCalculator')}
      />
    </ContentPageLayout>
  );
}
