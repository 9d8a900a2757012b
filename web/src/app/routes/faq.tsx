import type { Route } from './+types/faq';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { FaqPage, faqPageJsonLd } from '#web/features/content/index.ts';
import { faqLastReviewed, loadFaq } from '#web/features/content/server/index.server.ts';
import '#web/i18n/content-messages.ts';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { languageOfLocation, languageOfRequest } from '../route-language.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011). /faq and /ar/faq.
export const handle = staticPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return { items: loadFaq(language), lastReviewedIso: faqLastReviewed(language) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const language = languageOfLocation(location);
  const t = translator(language);
  return pageMeta({
    title: t('meta.faq.title'),
    description: t('meta.faq.description'),
    path: pathIn(language, '/faq'),
    language,
    translated: true,
    keywords: t('meta.faq.keywords').split(', '),
    structuredData: [
      faqPageJsonLd(loaderData?.items ?? [], loaderData?.lastReviewedIso, language),
      breadcrumbJsonLd([
        { name: t('meta.home.breadcrumb'), path: pathIn(language, '/') },
        { name: t('meta.faq.breadcrumb'), path: pathIn(language, '/faq') },
      ]),
    ],
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage items={loaderData.items} lastReviewedIso={loaderData.lastReviewedIso} />;
}
