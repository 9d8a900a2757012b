import { describe, expect, it } from 'vitest';
import { formatMoney, negotiationBrief } from '#core';
import type { CalculatorState } from '../state/calculator-state.ts';
import { resultsStateInDubai } from '../state/test-states.ts';
import { translator } from '#web/i18n/i18n.ts';
import { reportLines } from './report-lines.ts';

const t = translator('en');

/** A Dubai family of four, two children at different stages, on the given monthly salary. */
function family(gross: string): CalculatorState {
  const state = resultsStateInDubai({ grossSalary: { digits: gross, period: 'monthly' } });
  return {
    ...state,
    answers: {
      ...state.answers,
      household: {
        adults: '2',
        children: [
          { id: 'c1', age: 'grade1-5', curriculum: 'british' },
          { id: 'c2', age: 'grade9-12', curriculum: 'ib' },
        ],
        domesticHelp: false,
      },
    },
  };
}

const reportOf = (state: CalculatorState) => reportLines(state);

describe('the PDF report carries the negotiation brief', () => {
  it('has a "What to ask for" section below Comfortable, with the core’s figures, and the asks’ sources', () => {
    const { lines, model } = reportOf(family('30000'));
    const brief = negotiationBrief(model.input, model.evaluation, model.expenses);
    if (!brief) throw new Error('below Comfortable there is a brief');
    const money = (amount: number) => formatMoney(amount, 'UAE');
    const section = lines.slice(lines.indexOf('What to ask for'), lines.indexOf('Your inputs'));
    expect(section.length).toBeGreaterThan(1);
    expect(section).toContain(`Package that keeps 20%: ${money(brief.targetPackage)}`);
    expect(section).toContain(`Gap to close: ${money(brief.gap)}`);
    for (const [i, ask] of brief.asks.entries()) {
      expect(section).toContain(`${i + 1}. ${t(ask.title)}: ${money(ask.monthly)}`);
      expect(section).toContain(`${t(ask.detail)}: `);
    }
    expect(section).toContain(`The asks together: ${money(brief.asksTotal)}`);
    expect(section).toContain(`Or instead: basic salary: ${money(brief.basicRise.newBasic)}`);
    expect(section).toContain(`Added to the end-of-service benefit after 2 years: ${money(brief.basicRise.gratuityIncrease)}`);
    // Two curricula give the education ask a source of its own, listed on the Sources page.
    const sources = lines.slice(lines.indexOf('Sources'));
    expect(sources.some((line) => line.startsWith('What to ask for: Education allowance (as of'))).toBe(true);
  });

  it('has no such section when the verdict is Comfortable', () => {
    const { lines, model } = reportOf(family('200000'));
    expect(model.evaluation.verdict.state).toBe('comfortable');
    expect(lines).not.toContain('What to ask for');
    expect(lines.some((line) => line.startsWith('What to ask for:'))).toBe(false);
  });
});
