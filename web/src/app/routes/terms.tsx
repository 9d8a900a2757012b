import type { Route } from './+types/terms';
import { legalPageMeta, LegalPageView } from '#web/features/content/index.ts';
import { loadLegalPage } from '#web/features/content/server/index.server.ts';
import '#web/i18n/content-messages.ts';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { languageOfLocation, languageOfRequest } from '../route-language.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011). /terms and /ar/terms.
export const handle = staticPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { page: loadLegalPage('terms', languageOfRequest(request)) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const language = languageOfLocation(location);
  const t = translator(language);
  return legalPageMeta({
    title: t('meta.terms.title'),
    description: t('meta.terms.description'),
    path: pathIn(language, '/terms'),
    lastReviewedIso: loaderData?.page.lastReviewed,
    language,
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
