import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundPage } from '#web/components/layout/not-found-page.tsx';
import { pageMeta } from '#web/components/seo/page-meta.ts';
import { PageScriptWords } from '#web/features/content/index.ts';
import '#web/i18n/content-messages.ts';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { languageOfLocation } from '../route-language.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011); under /ar/ in Arabic.
export const handle = staticPageHandle;

export function loader() {
  // Any path no other route matches: the server renders this page with status 404.
  throw data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const language = languageOfLocation(location);
  const t = translator(language);
  return pageMeta({
    title: t('meta.notFound.title'),
    description: t('meta.notFound.description'),
    path: pathIn(language, '/404'),
    language,
    noindex: true,
  });
}

export default function NotFound() {
  // The page script's words (its toasts' region label) in the page's language.
  return (
    <>
      <NotFoundPage />
      <PageScriptWords />
    </>
  );
}

export function ErrorBoundary() {
  // The page script's words (its toasts' region label) in the page's language.
  return (
    <>
      <NotFoundPage />
      <PageScriptWords />
    </>
  );
}
