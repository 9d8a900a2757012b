import { useEffect, type ReactNode } from 'react';
import type { OfferLocation } from '#core';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { useCalculator } from '../hooks/use-calculator.ts';
import { Landing } from './landing.tsx';
import { LinkOpenedNotice } from './link-opened-notice.tsx';
import { Wizard } from './wizard.tsx';

interface CalculatorPageProps {
  /** Renders the feedback form for the results (composed by the route). */
  renderFeedback?: (location: OfferLocation) => ReactNode;
}

/** The calculator at /: the landing view, then the five-step wizard. */
export function CalculatorPage({ renderFeedback }: CalculatorPageProps) {
  const [state, dispatch, link] = useCalculator();

  useEffect(() => {
    document.body.classList.add('calculator-mounted');
    return () => document.body.classList.remove('calculator-mounted');
  }, []);

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
          <Wizard state={state} dispatch={dispatch} renderFeedback={renderFeedback} />
        ) : (
          <Landing onStart={() => dispatch({ type: 'start' })} />
        )}
      </main>
      {showFooter ? <SiteFooter /> : null}
    </>
  );
}
