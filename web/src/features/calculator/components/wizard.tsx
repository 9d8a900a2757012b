import { ArrowLeft, ArrowRight, Columns3, Download, Link2, Pencil, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type Dispatch, type ReactNode } from 'react';
import type { OfferLocation } from '#core';
import { Button } from '#web/components/ui/button.tsx';
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

// The results (tips, charts, breakdown) load as their own chunk: first-time visitors on the
// landing view never download them, and step 4 prefetches them.
const loadResults = () => import('./results/results-step.tsx');
const ResultsStep = lazy(() => loadResults().then((m) => ({ default: m.ResultsStep })));

interface WizardProps {
  state: CalculatorState;
  dispatch: Dispatch<CalculatorAction>;
  renderFeedback?: ((location: OfferLocation) => ReactNode) | undefined;
}

export function Wizard({ state, dispatch, renderFeedback }: WizardProps) {
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
    if (step >= 4) void loadResults();
  }, [step]);

  const downloadReport = async () => {
    setDownloading(true);
    try {
      const { downloadOfferReport } = await import('../report/offer-report.ts');
      downloadOfferReport(state);
    } catch {
      toast({ title: 'Download failed', description: 'The report could not be created. Please try again.', variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const copyLink = async () => {
    try {
      const { copyScenarioLink } = await import('../share/copy-link.ts');
      const { url, copied } = await copyScenarioLink(state);
      if (copied) {
        setLinkToCopy(null);
        toast({
          title: 'Link copied',
          description: 'Your answers are in the link itself and were not sent to us. Anyone with the link sees them.',
          variant: 'success',
        });
      } else setLinkToCopy(url);
    } catch {
      toast({ title: 'The link could not be made', description: 'Please try again.', variant: 'destructive' });
    }
  };

  const offerCount = allOffers(state).length;

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6">
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'reset' })}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Start over
        </Button>
      </div>
      <StepIndicator current={step} onSelect={(target) => dispatch({ type: 'go-to-step', step: target })} />
      <OfferSwitcher state={state} onSwitch={(index) => dispatch({ type: 'switch-offer', index })} />
      <section aria-labelledby="step-heading" className="mt-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-800">
          Step {step} of 5 · {info?.label} ({info?.description})
        </p>
        <h1 id="step-heading" ref={heading} tabIndex={-1} className="mt-1 text-2xl font-extrabold text-ink outline-none sm:text-3xl">
          {info?.title}
        </h1>
        <div className="mt-6">
          {step === 1 ? <LocationStep state={state} dispatch={dispatch} /> : null}
          {step === 2 ? <HouseholdStep state={state} dispatch={dispatch} /> : null}
          {step === 3 ? <BenefitsStep state={state} dispatch={dispatch} /> : null}
          {step === 4 ? <FinancialsStep state={state} dispatch={dispatch} /> : null}
          {step === 5 ? (
            <Suspense fallback={<p className="py-12 text-center text-slate-600">Working out your verdict...</p>}>
              <ResultsStep state={state} dispatch={dispatch} renderFeedback={renderFeedback} />
            </Suspense>
          ) : null}
        </div>
        <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-6">
          {step < 5 ? (
            <>
              <Button variant="secondary" disabled={step === 1} onClick={() => dispatch({ type: 'back' })}>
                <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
              </Button>
              <Button disabled={!canLeaveStep(step, state.answers)} onClick={() => dispatch({ type: 'next' })}>
                {step === 4 ? 'See my verdict' : 'Next'} <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
                <Pencil aria-hidden="true" className="h-4 w-4" /> Edit Inputs
              </Button>
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => void copyLink()}>
                  <Link2 aria-hidden="true" className="h-4 w-4" /> Copy link
                </Button>
                {offerCount < maxOffers ? (
                  <Button variant="secondary" onClick={() => dispatch({ type: 'add-offer' })}>
                    <Columns3 aria-hidden="true" className="h-4 w-4" /> Compare with another offer
                  </Button>
                ) : null}
                <Button onClick={downloadReport} disabled={downloading}>
                  <Download aria-hidden="true" className="h-4 w-4" /> {downloading ? 'Preparing report...' : 'Download PDF Report'}
                </Button>
              </div>
            </>
          )}
        </div>
        {step === 5 && linkToCopy ? (
          <div className="mt-4 grid gap-2 rounded-xl bg-slate-100 p-3" role="status">
            <label htmlFor="scenario-link" className="text-sm font-semibold text-ink">
              Your browser did not let us copy. Select the link and copy it:
            </label>
            <input
              id="scenario-link"
              readOnly
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
