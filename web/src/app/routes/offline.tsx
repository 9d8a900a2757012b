import type { Route } from './+types/offline';
import { OfflinePage } from '#web/components/layout/offline-page.tsx';
import { pageMeta } from '#web/components/seo/page-meta.ts';
import { PageScriptWords } from '#web/features/content/index.ts';
import '#web/i18n/content-messages.ts';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { languageOfLocation } from '../route-language.ts';
import { staticPageHandle } from '../static-pages.ts';

// The service worker's answer for a page never opened on this device while offline (ADR 0013), in
// the page's language (/offline, /ar/offline). Prerendered and precached; served as its HTML with the
// page script (ADR 0011); not in the sitemap.
export const handle = staticPageHandle;

export function meta({ location }: Route.MetaArgs) {
  const language = languageOfLocation(location);
  const t = translator(language);
  return pageMeta({
    title: t('meta.offline.title'),
    description: t('meta.offline.description'),
    path: pathIn(language, '/offline'),
    language,
    noindex: true,
  });
}

export default function Offline() {
  // The page script's words (its toasts' region label) in the page's language.
  return (
    <>
      <OfflinePage />
      <PageScriptWords />
    </>
  );
}
