// The calculator's page in either language: routes/home.tsx (English, /) and
// routes/home-ar.tsx (Arabic, /ar) each bring their language's words and call these.
import { lazy, Suspense } from 'react';
import { calculatorDurationIso, calculatorMinutes, countryName, type Language, type OfferLocation } from '#core';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { CalculatorPage, landingFacts, PrivacyNote, type LandingFacts } from '#web/features/calculator/index.ts';
import { translator, type MessageId } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { absoluteUrl, siteName } from '#web/lib/site.ts';

// The feedback form appears only on the results step, and it validates the server's answer with the
// contract's schema: loaded with the results, so zod is not in the scripts the landing page needs, nor
// TanStack Query, which comes with the form (the first load of / within 120 KB brotli).
const FeedbackForm = lazy(() =>
  import('#web/features/feedback/index.ts').then((module) => ({ default: module.FeedbackFormWithQueryClient })),
);

/** Runs at build time (prerender): what the landing says about the data, so the data stays out of its scripts. */
export function calculatorLoader(language: Language) {
  return { landingFacts: landingFacts(language) };
}

const howToSteps: readonly (readonly [MessageId, MessageId])[] = [
  ['meta.home.step1.name', 'meta.home.step1.text'],
  ['meta.home.step2.name', 'meta.home.step2.text'],
  ['meta.home.step3.name', 'meta.home.step3.text'],
  ['meta.home.step4.name', 'meta.home.step4.text'],
  ['meta.home.step5.name', 'meta.home.step5.text'],
];

export function calculatorMeta(language: Language, facts: LandingFacts | undefined) {
  const t = translator(language);
  const path = pathIn(language, '/');
  const description = t('meta.home.description');
  return pageMeta({
    title: t('meta.home.title'),
    description,
    path,
    language,
    translated: true,
    keywords:
      language === 'ar'
        ? [
            'حاسبة الرواتب في الخليج',
            'تكلفة المعيشة 2025',
            'حاسبة الراتب في دبي',
            'حاسبة الراتب في السعودية',
            'عرض عمل',
            'تكلفة المعيشة للمغتربين',
          ]
        : [
            'gulf salary calculator',
            'cost of living calculator 2025',
            'dubai salary calculator',
            'saudi salary calculator',
            'job offer calculator',
            'expat cost of living',
          ],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: siteName,
        url: absoluteUrl(path),
        inLanguage: language,
        applicationCategory: 'FinanceApplication',
        operatingSystem: 'Any',
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        description,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        inLanguage: language,
        name: t('meta.home.howToName'),
        description: t('meta.home.howToDescription', {
          minutes: calculatorMinutes,
          countries: facts?.countries ?? 0,
          cities: facts?.cities ?? 0,
          districts: facts?.districts ?? 0,
        }),
        totalTime: calculatorDurationIso,
        step: howToSteps.map(([name, text], index) => ({ '@type': 'HowToStep', position: index + 1, name: t(name), text: t(text) })),
      },
      breadcrumbJsonLd([{ name: t('meta.home.breadcrumb'), path }]),
    ],
  });
}

function locationText(location: OfferLocation): string {
  // The feedback's location is read by the operator, in English, whatever the page's language.
  return [location.district, location.city, translator('en')(countryName(location.country))].filter(Boolean).join(', ');
}

export function CalculatorRoute({ facts }: { facts: LandingFacts }) {
  // The privacy line sits under the feedback form, which is the one place that sends the location text.
  return (
    <CalculatorPage
      landingFacts={facts}
      renderFeedback={(location) => (
        <div className="grid gap-3">
          <Suspense fallback={null}>
            <FeedbackForm location={locationText(location)} />
          </Suspense>
          <PrivacyNote />
        </div>
      )}
    />
  );
}
