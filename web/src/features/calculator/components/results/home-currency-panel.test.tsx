// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatHomeMoney, formatMoney, homeCurrencies, homeRateSource, sendHomeCheck, toHomeCurrency } from '#core';
import { TooltipProvider } from '#web/components/ui/tooltip.tsx';
import { inLanguage } from '#web/i18n/testing.tsx';
import { translator } from '#web/i18n/i18n.ts';
import { sourceText } from '#web/i18n/source-text.ts';
import { type CalculatorState } from '../../state/calculator-state.ts';
import { calculatorReducer } from '../../state/calculator-reducer.ts';
import { buildResultsModel } from '../../state/results-model.ts';
import { resultsStateInDubai } from '../../state/test-states.ts';
import { HomeCurrencyPanel } from './home-currency-panel.tsx';

const onResults = resultsStateInDubai({ grossSalary: { digits: '30000', period: 'monthly' } });
const poorly = resultsStateInDubai({ grossSalary: { digits: '4000', period: 'monthly' } });

function evaluationOf(state: CalculatorState) {
  const model = buildResultsModel(state);
  if (!model) throw new Error('a country was chosen');
  return model.evaluation;
}

/** The panel wired to the calculator's reducer, as on the results screen. */
function Panel({ initial }: { initial: CalculatorState }) {
  const [state, dispatch] = useReducer(calculatorReducer, initial);
  return (
    <TooltipProvider>
      <HomeCurrencyPanel
        evaluation={evaluationOf(state)}
        country="UAE"
        home={state.home}
        onCurrency={(currency) => dispatch({ type: 'set-home-currency', currency })}
        onSendHome={(value) => dispatch({ type: 'set-send-home', value })}
      />
    </TooltipProvider>
  );
}

const Harness = ({ initial }: { initial: CalculatorState }) => inLanguage(<Panel initial={initial} />);

const inr = (amount: number) => formatHomeMoney(toHomeCurrency(amount, 'UAE', 'INR'), 'INR');
const aed = (amount: number) => formatMoney(amount, 'UAE');

afterEach(cleanup);

describe('HomeCurrencyPanel', { timeout: 30_000 }, () => {
  it('offers every home currency and shows nothing converted until one is chosen', () => {
    render(<Harness initial={onResults} />);
    const select = screen.getByRole('combobox', { name: 'Show savings in' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', ...homeCurrencies.map((c) => `${c.code}: ${translator('en')(c.name)}`)]);
    expect(options.length).toBeGreaterThan(15);
    expect(screen.getByRole('option', { name: 'INR: Indian rupee' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-surplus-home')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('choosing INR shows the surplus, a year and the end-of-service benefit at the core’s rate, dated', async () => {
    const user = userEvent.setup();
    render(<Harness initial={onResults} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show savings in' }), 'INR');
    const { surplus, decoded } = evaluationOf(onResults);
    expect(surplus).toBeGreaterThan(0);
    expect(screen.getByTestId('home-surplus-home')).toHaveTextContent(inr(surplus));
    expect(screen.getByTestId('home-surplus-local')).toHaveTextContent(aed(surplus));
    expect(screen.getByTestId('home-yearly-home')).toHaveTextContent(inr(surplus * 12));
    expect(screen.getByTestId('home-yearly-local')).toHaveTextContent(aed(surplus * 12));
    expect(screen.getByTestId('home-gratuity-home')).toHaveTextContent(inr(decoded.gratuity.amount));
    expect(screen.getByTestId('home-gratuity-local')).toHaveTextContent(aed(decoded.gratuity.amount));
    expect(screen.getByTestId('home-rate')).toHaveTextContent(/^AED 1 = INR 2\d\.\d\d$/);
    expect(screen.getByTestId('home-rate-date')).toHaveTextContent(`Rate of ${homeRateSource('INR').asOf}`);
    expect(homeRateSource('INR').asOf).toBe('October 2025');

    await user.click(screen.getByRole('button', { name: 'Where "The INR exchange rate" comes from' }));
    expect(screen.getByRole('group', { name: 'Source of The INR exchange rate' })).toHaveTextContent(
      sourceText(homeRateSource('INR'), 'en', translator('en')).explanation,
    );
  });

  it('checks the amount to send home against the surplus, in both currencies: achievable, then short', async () => {
    const user = userEvent.setup();
    render(<Harness initial={onResults} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show savings in' }), 'INR');
    const field = screen.getByRole('textbox', { name: 'Send home each month (INR)' });
    const { surplus } = evaluationOf(onResults);

    await user.type(field, '50,000');
    expect(field).toHaveValue('50000');
    const fits = sendHomeCheck({ monthlySurplus: surplus, targetHome: 50_000, code: 'INR', country: 'UAE' });
    expect(fits.achievable).toBe(true);
    expect(screen.getByTestId('send-home-status')).toHaveTextContent(
      `Achievable: ${aed(fits.difference)} spare (${formatHomeMoney(fits.differenceHome, 'INR')}) a month.`,
    );
    expect(screen.getByTestId('send-home-target')).toHaveTextContent(`INR 50,000 a month is ${aed(fits.targetLocal)} at this rate.`);

    await user.clear(field);
    await user.type(field, '2000000');
    const short = sendHomeCheck({ monthlySurplus: surplus, targetHome: 2_000_000, code: 'INR', country: 'UAE' });
    expect(short.achievable).toBe(false);
    expect(screen.getByTestId('send-home-status')).toHaveTextContent(
      `Short by ${aed(-short.difference)} (${formatHomeMoney(-short.differenceHome, 'INR')}) a month.`,
    );
    expect(screen.getByTestId('send-home-target')).toHaveTextContent(`INR 2,000,000 a month is ${aed(short.targetLocal)} at this rate.`);
  });

  it('keeps the amount’s worth when the currency changes, and drops it with None', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...onResults, home: { currency: 'INR', sendHome: '88240' } }} />);
    const select = screen.getByRole('combobox', { name: 'Show savings in' });
    await user.selectOptions(select, 'USD');
    // INR 88,240 is USD 1,000 at 88.24 rupees to the dollar.
    expect(screen.getByRole('textbox', { name: 'Send home each month (USD)' })).toHaveValue('1000');
    await user.selectOptions(select, '');
    await user.selectOptions(select, 'GBP');
    expect(screen.getByRole('textbox', { name: 'Send home each month (GBP)' })).toHaveValue('');
  });

  it('says plainly when the package leaves nothing to save, and every target falls short', () => {
    const { surplus } = evaluationOf(poorly);
    expect(surplus).toBeLessThan(0);
    render(<Harness initial={{ ...poorly, home: { currency: 'PHP', sendHome: '0' } }} />);
    expect(screen.getByTestId('home-negative')).toHaveTextContent(
      `Your costs and debts are ${aed(-surplus)} (${formatHomeMoney(-toHomeCurrency(surplus, 'UAE', 'PHP'), 'PHP')}) a month more than the package, so this offer leaves nothing to save or send home.`,
    );
    expect(screen.getByTestId('home-surplus-local')).toHaveTextContent(aed(surplus));
    expect(screen.getByTestId('send-home-status')).toHaveTextContent(/^Short by AED [\d,]+ \(PHP [\d,]+\) a month\.$/);
  });

  it('treats a stored code it has no rate for as none', () => {
    render(<Harness initial={{ ...onResults, home: { currency: 'XYZ', sendHome: '100' } }} />);
    expect(screen.getByRole('combobox', { name: 'Show savings in' })).toHaveValue('');
    expect(screen.queryByTestId('home-rate')).not.toBeInTheDocument();
  });
});
