import { useEffect, type ReactNode } from 'react';
import type { OfferLocation } from '../../../../../core/src/index.ts';
import { SiteFooter } from '../../../components/layout/site-footer.tsx';
import { useCalculator } from '../hooks/use-calculator.ts';
import { Landing } from './landing.tsx';
import { Wizard } from './wizard.tsx';

interface CalculatorPageProps {
  /** Renders the feedback form for the results (composed by the route). */
  renderFeedback?: (location: OfferLocation) => ReactNode;
}

/** The calculator at /: the landing view, then the five-step wizard. */
export function CalculatorPage({ renderFeedback }: CalculatorPageProps) {
  const [state, dispatch] = useCalculator();

  useEffect(() => {
    document.body.classList.add('calculator-mounted');
    return () => document.body.classList.remove('calculator-mounted');
  }, []);

  const showFooter = !state.started || state.step === 5;
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href="/" className="flex items-center gap-2 text-base font-extrabold text-ink">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            Salary Reality Check
          </a>
          <nav aria-label="Main" className="flex gap-4 text-sm font-semibold">
            <a className="text-slate-700 hover:text-brand-800" href="/blog">
              Blog
            </a>
            <a className="text-slate-700 hover:text-brand-800" href="/faq">
              FAQ
            </a>
          </nav>
        </div>
      </header>
      <main id="main" className="pb-8">
        {state.started ? (
          <Wizard state={state} dispatch={dispatch} renderFeedback={renderFeedback} />
        ) : (
          <Landing onStart={() => dispatch({ type: 'start' })} />
        )}
      </main>
      {showFooter ? <SiteFooter /> : null}
    </>
  );
}
