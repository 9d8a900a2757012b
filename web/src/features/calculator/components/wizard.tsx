import { ArrowLeft, ArrowRight, Columns3, Download, Link2, Pencil, RotateCcw } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type Dispatch, type ReactNode } from 'react';
import type { OfferLocation } from '#core';
import { Button } from '#web/components/ui/button.tsx';
import { bothCatalogues, lazyPerLanguage, withMessages } from '#web/i18n/lazy-with-messages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { canLeaveStep, type CalculatorAction, type CalculatorState } from '../state/calculator-state.ts';
import { allOffers, maxOffers } from '../state/offers.ts';
import { OfferSwitcher } from './offer-switcher.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { BenefitsStep } from './steps/benefits-step.tsx';
import { FinancialsStep } from './steps/financials-step.tsx';
import { HouseholdStep } from './steps/household-step.tsx';
import { LocationStep } from './steps/location-step.tsx';
import { wizardSteps } from './wizard-steps.ts';
import { markResultReported, resultReported } from '../state/result-tracked-mark.ts';

// The results (tips, charts, breakdown) load as their own chunk, with their words and the core's in
// the page's language: first-time visitors on the landing view never download them, and step 4
// prefetches them.
const resultsMessages = {
  en: () => bothCatalogues(import('#web/i18n/locales/en/results.json?lingui'), import('#web/i18n/core-messages/en.ts')),
  ar: () => bothCatalogues(import('#web/i18n/locales/ar/results.json?lingui'), import('#web/i18n/core-messages/ar.ts')),
} as const;
const loadResults = withMessages(() => import('./results/results-step.tsx'), resultsMessages);
const resultsStep = lazyPerLanguage(loadResults, (module) => module.ResultsStep);

interface WizardProps {
  state: CalculatorState;
  dispatch: Dispatch<CalculatorAction>;
  renderFeedback?: ((location: OfferLocation) => ReactNode) | undefined;
}

export function Wizard({ state, dispatch, renderFeedback }: WizardProps) {
  const t = useT();
  const language = useLanguage();
  const ResultsStep = resultsStep[language];
  const heading = useRef<HTMLHeadingElement>(null);
  const [downloading, setDownloading] = useState(false);
  /** The link to copy by hand when the browser refused the clipboard. */
  const [linkToCopy, setLinkToCopy] = useState<string | null>(null);
  const { step } = state;
  const info = wizardSteps[step - 1] ?? wizardSteps[0];

  useEffect(() => {
    // Every step change starts at the top with focus on the step's heading.
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
    if (step >= 4) void loadResults(language);
  }, [step, language]);

  const downloadReport = async () => {
    setDownloading(true);
    try {
      const { downloadOfferReport } = await import('../report/offer-report.ts');
      // In the page's language; awaited, so a failure (the Arabic font not loading) reaches the toast.
      await downloadOfferReport(state, language);
    } catch {
      toast({ title: t('wizard.downloadFailed.title'), description: t('wizard.downloadFailed.text'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const copyLink = async () => {
    try {
      const { copyScenarioLink } = await import('../share/copy-link.ts');
      // The link opens the calculator in the language it was copied from.
      const { url, copied } = await copyScenarioLink(state, language);
      if (copied) {
        setLinkToCopy(null);
        toast({ title: t('wizard.linkCopied.title'), description: t('wizard.linkCopied.text'), variant: 'success' });
      } else setLinkToCopy(url);
    } catch {
      toast({ title: t('wizard.linkFailed.title'), description: t('wizard.linkFailed.text'), variant: 'destructive' });
    }
  };

  const offerCount = allOffers(state).length;

  // One click clears every answer and every offer compared: an Undo in the toast brings them back.
  const startOver = () => {
    const previous = state;
    // Undone, the same results come back: not another calculation to report.
    const reported = resultReported();
    dispatch({ type: 'reset' });
    toast({
      title: t('wizard.startedOver'),
      action: {
        label: t('wizard.undoStartOver'),
        altText: t('wizard.undoStartOverAlt'),
        onAction: () => {
          if (reported) markResultReported();
          dispatch({ type: 'restore', state: previous });
        },
      },
    });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6">
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={startOver}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> {t('wizard.startOver')}
        </Button>
      </div>
      <StepIndicator current={step} onSelect={(target) => dispatch({ type: 'go-to-step', step: target })} />
      <OfferSwitcher state={state} onSwitch={(index) => dispatch({ type: 'switch-offer', index })} />
      <section aria-labelledby="step-heading" className="mt-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-800">
          {info ? t('wizard.stepOf', { step, total: wizardSteps.length, label: t(info.label), description: t(info.description) }) : null}
        </p>
        <h1 id="step-heading" ref={heading} tabIndex={-1} className="mt-1 text-2xl font-extrabold text-ink outline-none sm:text-3xl">
          {info ? t(info.title) : null}
        </h1>
        <div className="mt-6">
          {step === 1 ? <LocationStep state={state} dispatch={dispatch} /> : null}
          {step === 2 ? <HouseholdStep state={state} dispatch={dispatch} /> : null}
          {step === 3 ? <BenefitsStep state={state} dispatch={dispatch} /> : null}
          {step === 4 ? <FinancialsStep state={state} dispatch={dispatch} /> : null}
          {step === 5 ? (
            <Suspense fallback={<p className="py-12 text-center text-slate-600">{t('wizard.loadingResults')}</p>}>
              <ResultsStep state={state} dispatch={dispatch} renderFeedback={renderFeedback} />
            </Suspense>
          ) : null}
        </div>
        <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-6">
          {step < 5 ? (
            <>
              <Button variant="secondary" disabled={step === 1} onClick={() => dispatch({ type: 'back' })}>
                <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" /> {t('wizard.back')}
              </Button>
              <Button disabled={!canLeaveStep(step, state.answers)} onClick={() => dispatch({ type: 'next' })}>
                {step === 4 ? t('wizard.seeVerdict') : t('wizard.next')}{' '}
                <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
                <Pencil aria-hidden="true" className="h-4 w-4" /> {t('wizard.editInputs')}
              </Button>
              {/* The results' jump list ends here ("Save or share"), so the group can take focus. */}
              <div id="results-actions" role="group" aria-label={t('wizard.actions')} tabIndex={-1} className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => void copyLink()}>
                  <Link2 aria-hidden="true" className="h-4 w-4" /> {t('wizard.copyLink')}
                </Button>
                {offerCount < maxOffers ? (
                  <Button variant="secondary" onClick={() => dispatch({ type: 'add-offer' })}>
                    <Columns3 aria-hidden="true" className="h-4 w-4" /> {t('wizard.compare')}
                  </Button>
                ) : null}
                <Button onClick={downloadReport} disabled={downloading}>
                  <Download aria-hidden="true" className="h-4 w-4" />{' '}
                  {downloading ? t('wizard.preparingReport') : t('wizard.downloadReport')}
                </Button>
              </div>
            </>
          )}
        </div>
        {step === 5 && linkToCopy ? (
          <div className="mt-4 grid gap-2 rounded-xl bg-slate-100 p-3" role="status">
            <label htmlFor="scenario-link" className="text-sm font-semibold text-ink">
              {t('wizard.copyByHand')}
            </label>
            <input
              id="scenario-link"
              readOnly
              // A link reads left to right on Arabic pages too.
              dir="ltr"
              value={linkToCopy}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
              data-testid="scenario-link"
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
