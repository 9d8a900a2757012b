import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { OfferLocation } from '#core';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { bothCatalogues, lazyPerLanguage, withMessages } from '#web/i18n/lazy-with-messages.ts';
import type { Language } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { afterLoadWhenIdle } from '#web/lib/after-load-when-idle.ts';
import { useCalculator } from '../hooks/use-calculator.ts';
import { Landing } from './landing.tsx';
import type { LandingFacts } from './landing-facts.ts';
import { LinkOpenedNotice } from './link-opened-notice.tsx';

// The steps, with the district and school data they list and their words in the page's language,
// are their own chunk (the first load of / stays within 120 KB brotli). It is fetched once
// the page has loaded and the browser is idle, so Start opens step 1 at once; a saved or linked
// calculator asks for it on restore.
const wizardMessages = {
  en: () =>
    bothCatalogues(import('#web/i18n/locales/en/wizard.json?lingui'), import('../../../../../core/src/places/locales/en.json?lingui')),
  ar: () =>
    bothCatalogues(import('#web/i18n/locales/ar/wizard.json?lingui'), import('../../../../../core/src/places/locales/ar.json?lingui')),
} as const;
const loadWizard = withMessages(() => import('./wizard.tsx'), wizardMessages);
const wizard = lazyPerLanguage(loadWizard, (module) => module.Wizard);

function prefetchWizardWhenIdle(language: Language): () => void {
  return afterLoadWhenIdle(() => void loadWizard(language), { timeoutMs: 2000, fallbackDelayMs: 200 });
}

interface CalculatorPageProps {
  /** What the landing says about the bundled data, from the route's loader (build time). */
  landingFacts: LandingFacts;
  /** Renders the feedback form for the results (composed by the route). */
  renderFeedback?: (location: OfferLocation) => ReactNode;
}

/** The calculator at / (and /ar in Arabic): the landing view, then the five-step wizard. */
export function CalculatorPage({ landingFacts, renderFeedback }: CalculatorPageProps) {
  const t = useT();
  const language = useLanguage();
  const Wizard = wizard[language];
  const [state, dispatch, link] = useCalculator();
  // Once the wizard has been open, the landing comes back only by Start over (or a restore).
  const [wizardWasOpen, setWizardWasOpen] = useState(state.started);
  if (state.started && !wizardWasOpen) setWizardWasOpen(true);

  useEffect(() => {
    document.body.classList.add('calculator-mounted');
    const cancelPrefetch = prefetchWizardWhenIdle(language);
    return () => {
      cancelPrefetch();
      document.body.classList.remove('calculator-mounted');
    };
  }, [language]);

  const showFooter = !state.started || state.step === 5;
  return (
    <>
      <SiteHeader />
      <main id="main" className="pb-8">
        {link.linkNotice ? (
          <LinkOpenedNotice
            canRestore={link.linkNotice.canRestore}
            onRestore={() => void link.restoreOwnAnswers()}
            onDismiss={link.dismissLinkNotice}
          />
        ) : null}
        {state.started ? (
          <Suspense fallback={<p className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-600">{t('page.loading')}</p>}>
            <Wizard state={state} dispatch={dispatch} renderFeedback={renderFeedback} />
          </Suspense>
        ) : (
          <Landing facts={landingFacts} focusTitle={wizardWasOpen} onStart={() => dispatch({ type: 'start' })} />
        )}
      </main>
      {showFooter ? <SiteFooter /> : null}
    </>
  );
}
