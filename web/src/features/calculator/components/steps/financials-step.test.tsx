// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '#web/i18n/testing.tsx';
import { initialState, type CalculatorState } from '../../state/calculator-state.ts';
import { calculatorReducer } from '../../state/calculator-reducer.ts';
import { FinancialsStep } from './financials-step.tsx';

const onStep4: CalculatorState = {
  ...initialState,
  started: true,
  step: 4,
  answers: { ...initialState.answers, location: { country: 'UAE', city: 'Dubai', district: '' } },
};

function Harness({ initial = onStep4 }: { initial?: CalculatorState }) {
  const [state, dispatch] = useReducer(calculatorReducer, initial);
  return <FinancialsStep state={state} dispatch={dispatch} />;
}

afterEach(cleanup);

// Typing key by key in jsdom is slow on a busy machine; the timeout only guards against a hang.
describe('FinancialsStep', { timeout: 30_000 }, () => {
  it('keeps digits only and clears the required message once a salary is typed', async () => {
    const user = userEvent.setup({ delay: null });
    render(inLanguage(<Harness />));
    expect(screen.getByRole('alert')).toHaveTextContent('Gross monthly salary is required');
    const salary = screen.getByRole('textbox', { name: /^Gross Monthly Salary/ });
    await user.type(salary, 'AED 1,500.-');
    expect(salary).toHaveValue('1500');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the basic salary's hint quotes the country's typical share, also once a basic is typed", async () => {
    const user = userEvent.setup({ delay: null });
    render(inLanguage(<Harness />));
    const typical = /we assume 60% of gross, typical for (the )?UAE/;
    expect(screen.getByText(typical)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Gross Monthly Salary/ }), '35000');
    await user.type(screen.getByRole('textbox', { name: /^Of which basic monthly salary/ }), '20000');
    expect(screen.getByText(typical)).toBeInTheDocument();
    expect(screen.queryByText(/57%/)).not.toBeInTheDocument();
  });

  it('the View as toggle converts what is shown and never changes what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    render(inLanguage(<Harness />));
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    await user.type(screen.getByRole('textbox', { name: /^Gross Annual Salary/ }), '250000');
    await user.type(screen.getByRole('textbox', { name: 'Annual Debt/Loan Payments' }), '1001');

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('textbox', { name: /^Gross Monthly Salary/ })).toHaveValue('20833');
    expect(screen.getByRole('textbox', { name: 'Monthly Debt/Loan Payments' })).toHaveValue('83');
    expect(screen.getByRole('textbox', { name: 'Desired Monthly Savings' })).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(screen.getByRole('textbox', { name: /^Gross Annual Salary/ })).toHaveValue('250000');
    expect(screen.getByRole('textbox', { name: 'Annual Debt/Loan Payments' })).toHaveValue('1001');
  });

  it('an amount edited in the other view is kept in that view', async () => {
    const user = userEvent.setup({ delay: null });
    render(inLanguage(<Harness />));
    await user.type(screen.getByRole('textbox', { name: /^Gross Monthly Salary/ }), '20833');
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    const annual = screen.getByRole('textbox', { name: /^Gross Annual Salary/ });
    expect(annual).toHaveValue('249996');
    await user.clear(annual);
    await user.type(annual, '250000');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(screen.getByRole('textbox', { name: /^Gross Annual Salary/ })).toHaveValue('250000');
  });
});
