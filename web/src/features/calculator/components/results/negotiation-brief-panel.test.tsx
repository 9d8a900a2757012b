// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, negotiationBrief, type SalaryPeriod } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import { inLanguage } from '#web/i18n/testing.tsx';
import type { CalculatorState } from '../../state/calculator-state.ts';
import { buildResultsModel } from '../../state/results-model.ts';
import { resultsStateInDubai } from '../../state/test-states.ts';
import { NegotiationBriefPanel } from './negotiation-brief-panel.tsx';

const t = translator('en');

/** A Dubai family of four on AED 30,000 a month: below Comfortable. */
function familyOnSalary(gross: string): CalculatorState {
  const state = resultsStateInDubai({ grossSalary: { digits: gross, period: 'monthly' } });
  return {
    ...state,
    answers: {
      ...state.answers,
      household: {
        adults: '2',
        children: [
          { id: 'c1', age: 'grade1-5', curriculum: 'british' },
          { id: 'c2', age: 'grade6-8', curriculum: 'british' },
        ],
        domesticHelp: false,
      },
    },
  };
}

function modelOf(state: CalculatorState) {
  const model = buildResultsModel(state);
  if (!model) throw new Error('a country was chosen');
  return model;
}

function renderPanel(state: CalculatorState, period: SalaryPeriod = 'monthly') {
  const model = modelOf(state);
  render(inLanguage(<NegotiationBriefPanel model={model} period={period} />));
  return { model, brief: negotiationBrief(model.input, model.evaluation, model.expenses) };
}

afterEach(cleanup);

describe('NegotiationBriefPanel', { timeout: 30_000 }, () => {
  it("shows the core's target, gap, asks and basic-salary rise for a Dubai family below Comfortable", () => {
    const { model, brief } = renderPanel(familyOnSalary('30000'));
    expect(model.evaluation.verdict.state).not.toBe('comfortable');
    if (!brief) throw new Error('below Comfortable there is a brief');
    const money = (amount: number) => `${formatMoney(amount, 'UAE')} a month`;

    expect(screen.getByRole('heading', { name: 'What to ask for' })).toBeInTheDocument();
    expect(screen.getByTestId('negotiation-target')).toHaveTextContent(money(brief.targetPackage));
    expect(screen.getByTestId('recommended-package')).toHaveTextContent(money(model.evaluation.recommendedMinimumPackage));
    expect(screen.getByTestId('negotiation-gap')).toHaveTextContent(money(brief.gap));

    // Housing, schools, a car, flights for the three the offer does not fly, cover for the dependants.
    expect(brief.asks.map((ask) => ask.key)).toEqual(['housing', 'education', 'transport', 'flights', 'health']);
    const items = screen.getAllByTestId('negotiation-ask');
    expect(items.map((item) => item.dataset.key)).toEqual(brief.asks.map((ask) => ask.key));
    for (const [i, ask] of brief.asks.entries()) {
      expect(screen.getByTestId(`ask-${ask.key}`)).toHaveTextContent(money(ask.monthly));
      const item = within(items[i]!);
      expect(item.getByText(t(ask.detail))).toBeInTheDocument();
      expect(item.getByRole('button', { name: `Where "${t(ask.title)}" comes from` })).toBeInTheDocument();
    }
    expect(screen.getByTestId('asks-total')).toHaveTextContent(money(brief.asksTotal));
    expect(brief.covers).toBe(true);
    expect(screen.getByTestId('negotiation-coverage')).toHaveTextContent(`Enough to close the gap`);

    expect(screen.getByTestId('basic-rise')).toHaveTextContent(money(brief.basicRise.monthly));
    expect(screen.getByTestId('basic-rise-new-basic')).toHaveTextContent(money(brief.basicRise.newBasic));
    expect(brief.basicRise.gratuityIncrease).toBeGreaterThan(0);
    expect(screen.getByTestId('basic-rise-gratuity')).toHaveTextContent(formatMoney(brief.basicRise.gratuityIncrease, 'UAE'));
  });

  it('shows the figures a year in the annual view', () => {
    const { brief } = renderPanel(familyOnSalary('30000'), 'annual');
    if (!brief) throw new Error('below Comfortable there is a brief');
    const yearly = (monthly: number) => `${formatMoney(monthly * 12, 'UAE')} a year`;
    expect(screen.getByTestId('negotiation-gap')).toHaveTextContent(yearly(brief.gap));
    for (const ask of brief.asks) expect(screen.getByTestId(`ask-${ask.key}`)).toHaveTextContent(yearly(ask.monthly));
  });

  it('with debts, shows the package with them as the target and the one without', () => {
    const state = familyOnSalary('30000');
    const { model, brief } = renderPanel({
      ...state,
      answers: { ...state.answers, amounts: { ...state.answers.amounts, existingDebts: { digits: '2000', period: 'monthly' } } },
    });
    if (!brief) throw new Error('below Comfortable there is a brief');
    expect(brief.targetPackage).toBe(model.evaluation.recommendedPackageWithDebts);
    expect(screen.getByTestId('negotiation-target')).toHaveTextContent(formatMoney(brief.targetPackage, 'UAE'));
    expect(screen.getByTestId('recommended-package')).toHaveTextContent(formatMoney(model.evaluation.recommendedMinimumPackage, 'UAE'));
  });

  it('asks a rise a little over the gap, and says why, when it takes the basic past the UAE premium band', async () => {
    const user = userEvent.setup();
    const state = familyOnSalary('30000');
    const withBasic = (digits: string): CalculatorState => ({
      ...state,
      answers: { ...state.answers, amounts: { ...state.answers.amounts, basicSalary: { digits, period: 'monthly' } } },
    });
    const { brief } = renderPanel(withBasic('15000'));
    if (!brief) throw new Error('below Comfortable there is a brief');
    // AED 11 a month instead of 5 once the basic is over 16,000: 6 more costs, a quarter more on the package.
    expect(brief.basicRise.newBasic).toBeGreaterThan(16_000);
    expect(brief.basicRise.monthly - brief.gap).toBe(8);
    expect(screen.getByTestId('basic-rise')).toHaveTextContent(`${formatMoney(brief.basicRise.monthly, 'UAE')} a month`);
    await user.click(screen.getByRole('button', { name: 'Where "Rise in basic salary" comes from' }));
    expect(screen.getByRole('group', { name: 'Source of Rise in basic salary' })).toHaveTextContent(
      `The whole gap and ${formatMoney(8, 'UAE')} more: basic pay is part of the package, so a rise in it raises the package by as much, and a basic salary above ${formatMoney(16_000, 'UAE')} pays`,
    );
    cleanup();

    // Already above the band, the rise is the gap and the plain explanation stands.
    const { brief: above } = renderPanel(withBasic('17000'));
    expect(above?.basicRise.monthly).toBe(above?.gap);
    await user.click(screen.getByRole('button', { name: 'Where "Rise in basic salary" comes from' }));
    expect(screen.getByRole('group', { name: 'Source of Rise in basic salary' })).toHaveTextContent(
      'The whole gap: basic pay is part of the package, so a rise in it raises the package by as much.',
    );
  });

  it('is absent when the verdict is Comfortable', () => {
    const { model, brief } = renderPanel(familyOnSalary('200000'));
    expect(model.evaluation.verdict.state).toBe('comfortable');
    expect(brief).toBeUndefined();
    expect(screen.queryByTestId('negotiation-brief')).toBeNull();
  });

  it("copies the core's text, and shows it selected when the clipboard is refused", async () => {
    const user = userEvent.setup();
    const { brief } = renderPanel(familyOnSalary('30000'));
    if (!brief) throw new Error('below Comfortable there is a brief');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the brief' }));
    const text = brief.lines.map((line) => t(line)).join('\n');
    expect(writeText).toHaveBeenCalledWith(text);
    expect(screen.queryByTestId('negotiation-brief-text')).toBeNull();

    writeText.mockImplementation(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy the brief' }));
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /did not let us copy/ });
    expect(textarea).toHaveValue(text);
    expect(textarea).toHaveAttribute('readonly');
    expect(textarea).toHaveFocus();
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([0, text.length]);
  });
});
