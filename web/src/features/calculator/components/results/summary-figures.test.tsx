// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalaryPeriod } from '#core';
import { TooltipProvider } from '#web/components/ui/tooltip.tsx';
import { inLanguage } from '#web/i18n/testing.tsx';
import { calculatorReducer } from '../../state/calculator-reducer.ts';
import { buildResultsModel } from '../../state/results-model.ts';
import { resultsStateInDubai } from '../../state/test-states.ts';
import { SummaryFigures } from './summary-figures.tsx';

const onResults = resultsStateInDubai({ grossSalary: { digits: '20833', period: 'monthly' } });

/** The figures with their own period switch, as the results screen has. */
function Harness() {
  const [state, dispatch] = useReducer(calculatorReducer, onResults);
  const [period, setPeriod] = useState<SalaryPeriod>('monthly');
  const model = buildResultsModel(state);
  if (!model) return null;
  return (
    <TooltipProvider>
      <button type="button" onClick={() => setPeriod(period === 'monthly' ? 'annual' : 'monthly')}>
        Switch period
      </button>
      <SummaryFigures
        evaluation={model.evaluation}
        country="UAE"
        period={period}
        overridden={state.adjustments.packageOverride !== null}
        housing={model.input.benefits.housing ?? 'allowance'}
        onOverridePackage={(amount) => dispatch({ type: 'set-package-override', amount })}
      />
    </TooltipProvider>
  );
}

afterEach(cleanup);

describe('SummaryFigures', { timeout: 30_000 }, () => {
  it('a package typed in the annual view reads back exactly, however often the period is switched', async () => {
    const user = userEvent.setup();
    render(inLanguage(<Harness />));
    const figure = () => screen.getByTestId('figure-package');
    expect(figure()).toHaveTextContent('AED 20,833');

    await user.click(screen.getByRole('button', { name: 'Switch period' }));
    expect(figure()).toHaveTextContent('AED 249,996');
    await user.click(figure());
    const editor = screen.getByRole('textbox', { name: 'Total package a year' });
    expect(editor).toHaveValue('249996');
    await user.clear(editor);
    await user.type(editor, '250000{Enter}');
    expect(figure()).toHaveTextContent('AED 250,000');

    await user.click(screen.getByRole('button', { name: 'Switch period' }));
    expect(figure()).toHaveTextContent('AED 20,833');
    await user.click(screen.getByRole('button', { name: 'Switch period' }));
    expect(figure()).toHaveTextContent('AED 250,000');
    await user.click(figure());
    expect(screen.getByRole('textbox', { name: 'Total package a year' })).toHaveValue('250000');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Use salary + housing again' }));
    expect(figure()).toHaveTextContent('AED 249,996');
  });

  it('says what the package is made of: the housing allowance only when the offer pays one', () => {
    const cases = [
      ['allowance', 'Salary + housing allowance'],
      ['provided', 'Salary (your employer provides the home)'],
      ['none', 'Salary (no housing allowance)'],
    ] as const;
    for (const [housing, label] of cases) {
      const model = buildResultsModel(onResults);
      if (!model) throw new Error('no results');
      render(
        inLanguage(
          <TooltipProvider>
            <SummaryFigures
              evaluation={model.evaluation}
              country="UAE"
              period="monthly"
              overridden={false}
              housing={housing}
              onOverridePackage={() => undefined}
            />
          </TooltipProvider>,
        ),
      );
      expect(screen.getByText(label)).toBeInTheDocument();
      cleanup();
    }
  });
});
