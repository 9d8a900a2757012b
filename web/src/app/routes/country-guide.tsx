import { data, redirect } from 'react-router';
import type { Route } from './+types/country-guide';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { CountryGuidePage, guideCrumbs, guideTitle, NotFoundMessage, webPageJsonLd } from '#web/features/content/index.ts';
import { canonicalGuidePath, loadGuide } from '#web/features/content/server/index.server.ts';
import '#web/i18n/content-messages.ts';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { useLanguage } from '#web/i18n/use-translation.ts';
import { languageOfLocation, languageOfRequest } from '../route-language.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011). /<slug> and
// /ar/<slug>: the same guide, the Arabic from content/ar/guides.
export const handle = staticPageHandle;

// /:slug ranks below every static route, so it only sees paths no other page claims.
export function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const canonical = canonicalGuidePath(params.slug);
  if (canonical) throw redirect(pathIn(language, canonical), 301);
  const guide = loadGuide(params.slug, language);
  if (!guide) throw data(null, { status: 404 });
  return { guide };
}

export function meta({ loaderData, params, location }: Route.MetaArgs) {
  const language = languageOfLocation(location);
  const t = translator(language);
  if (!loaderData) {
    return pageMeta({
      title: t('meta.guide.notFoundTitle'),
      description: t('meta.guide.notFoundDescription'),
      path: pathIn(language, `/${params.slug}`),
      language,
      noindex: true,
    });
  }
  const { guide } = loaderData;
  const path = pathIn(language, `/${guide.slug}`);
  const title = guideTitle(guide.name, language);
  return pageMeta({
    title: `${title} | Salary Reality Check`,
    description: guide.metaDescription,
    path,
    language,
    translated: true,
    keywords: guide.keywords,
    structuredData: [
      breadcrumbJsonLd(guideCrumbs(guide, language)),
      ...(guide.lastReviewedIso
        ? [webPageJsonLd({ path, name: title, description: guide.metaDescription, dateModified: guide.lastReviewedIso, language })]
        : []),
    ],
  });
}

export default function CountryGuide({ loaderData }: Route.ComponentProps) {
  return <CountryGuidePage guide={loaderData.guide} />;
}

export function ErrorBoundary() {
  const language = useLanguage();
  const t = translator(language);
  return (
    <NotFoundMessage
      title={t('meta.guide.notFoundHeading')}
      message={t('meta.guide.notFoundText')}
      back={{ to: pathIn(language, '/'), label: t('meta.guide.backToCalculator') }}
    />
  );
}
