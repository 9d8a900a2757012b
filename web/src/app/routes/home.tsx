import { lazy, Suspense } from 'react';
import type { Route } from './+types/home';
import { calculatorDurationIso, calculatorDurationLabel, countryProfile, type OfferLocation } from '#core';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { CalculatorPage, landingFacts, PrivacyNote } from '#web/features/calculator/index.ts';
import { absoluteUrl, defaultDescription, defaultTitle, siteName } from '#web/lib/site.ts';

// The feedback form appears only on the results step, and it validates the server's answer with the
// contract's schema: loaded with the results, so zod is not in the scripts the landing page needs, nor
// TanStack Query, which comes with the form (issue 12: the first load of / within 120 KB brotli).
const FeedbackForm = lazy(() =>
  import('#web/features/feedback/index.ts').then((module) => ({ default: module.FeedbackFormWithQueryClient })),
);

// Runs at build time (prerender): what the landing says about the data, so the data stays out of its scripts.
export function loader() {
  return { landingFacts: landingFacts() };
}

function locationText(location: OfferLocation): string {
  return [location.district, location.city, countryProfile(location.country).name].filter(Boolean).join(', ');
}

export function meta({ loaderData }: Route.MetaArgs) {
  const coverage = loaderData?.landingFacts;
  const steps = [
    ['Location', 'Choose the country, city and district where the job is.'],
    ['Household', 'Add adults and children, their school stage and curriculum, and domestic help.'],
    ['Benefits', 'Enter housing and education allowances, healthcare cover, car provision and flights.'],
    ['Financials', 'Enter the gross salary, existing debt payments and your savings target.'],
    ['Results', 'Read the verdict, edit the expense breakdown and download the PDF report.'],
  ] as const;
  return pageMeta({
    title: defaultTitle,
    description: defaultDescription,
    path: '/',
    keywords: [
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
        url: absoluteUrl('/'),
        applicationCategory: 'FinanceApplication',
        operatingSystem: 'Any',
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        description: defaultDescription,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: 'How to check whether a Gulf job offer covers your cost of living',
        description: coverage
          ? `Five steps, ${calculatorDurationLabel}, with cost data for ${coverage.countries} countries, ${coverage.cities} cities and ${coverage.districts} districts.`
          : `Five steps, ${calculatorDurationLabel}.`,
        totalTime: calculatorDurationIso,
        step: steps.map(([name, text], index) => ({ '@type': 'HowToStep', position: index + 1, name, text })),
      },
      breadcrumbJsonLd([{ name: 'Home', path: '/' }]),
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The privacy line sits under the feedback form, which is the one place that sends the location text.
  return (
    <CalculatorPage
      landingFacts={loaderData.landingFacts}
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
