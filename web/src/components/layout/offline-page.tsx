import { pathIn } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { WifiOff } from 'lucide-react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * What the service worker shows for a page that was never opened on this device while there is no
 * connection (ADR 0013). The calculator itself works offline once / has been visited, so the page
 * points there. A plain link: the service worker answers it from its cache.
 */
export function OfflinePage() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
        <WifiOff aria-hidden="true" className="h-10 w-10 text-brand-800" />
        <h1 className="mt-3 text-3xl font-bold text-ink">{t('offline.title')}</h1>
        <p className="mt-4 text-slate-700">{t('offline.text')}</p>
        <nav aria-label={t('offline.linksLabel')} className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={pathIn(language, '/')} className="rounded-xl bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800">
            {t('offline.calculator')}
          </a>
        </nav>
      </main>
      <SiteFooter />
    </>
  );
}
