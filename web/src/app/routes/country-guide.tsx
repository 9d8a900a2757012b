import { data, redirect } from 'react-router';
import type { Route } from './+types/country-guide';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { CountryGuidePage, guideCrumbs, guideTitle, NotFoundMessage, webPageJsonLd } from '#web/features/content/index.ts';
import { canonicalGuidePath, loadGuide } from '#web/features/content/server/index.server.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011).
export const handle = staticPageHandle;

// /:slug ranks below every static route, so it only sees paths no other page claims.
export function loader({ params }: Route.LoaderArgs) {
  const canonical = canonicalGuidePath(params.slug);
  if (canonical) throw redirect(canonical, 301);
  const guide = loadGuide(params.slug);
  if (!guide) throw data(null, { status: 404 });
  return { guide };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData) {
    return pageMeta({
      title: 'Country Not Found | Salary Reality Check',
      description: 'We have no guide for this country.',
      path: `/${params.slug}`,
      noindex: true,
    });
  }
  const { guide } = loaderData;
  return pageMeta({
    title: `${guideTitle(guide.name)} | Salary Reality Check`,
    description: guide.metaDescription,
    path: `/${guide.slug}`,
    keywords: guide.keywords,
    structuredData: [
      breadcrumbJsonLd(guideCrumbs(guide)),
      ...(guide.lastReviewedIso
        ? [
            webPageJsonLd({
              path: `/${guide.slug}`,
              name: guideTitle(guide.name),
              description: guide.metaDescription,
              dateModified: guide.lastReviewedIso,
            }),
          ]
        : []),
    ],
  });
}

export default function CountryGuide({ loaderData }: Route.ComponentProps) {
  return <CountryGuidePage guide={loaderData.guide} />;
}

export function ErrorBoundary() {
  return (
    <NotFoundMessage
      title="Country Not Found"
      message="We have guides for the UAE, Saudi Arabia, Qatar, Oman, Bahrain and Kuwait. The calculator covers all six."
      back={{ to: '/', label: 'Back to Calculator' }}
    />
  );
}
