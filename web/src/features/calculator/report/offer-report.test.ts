import { describe, expect, it } from 'vitest';
import { buildResultsModel } from '../state/results-model.ts';
import { resultsStateInDubai } from '../state/test-states.ts';
import { buildOfferReport } from './offer-report.ts';

const state = resultsStateInDubai(
  { grossSalary: { digits: '250000', period: 'annual' }, housingAllowance: { digits: '5000', period: 'monthly' } },
  {
    salaryPeriod: 'annual',
    adjustments: { expenseEdits: { Housing: { amount: 9_000, period: 'monthly' } }, optionalCosts: [], packageOverride: null },
  },
);

describe('the PDF report', () => {
  it('is built in figures of the salary period, with every typed amount as typed', () => {
    const model = buildResultsModel(state);
    if (!model) throw new Error('a country was chosen');
    const pdf = buildOfferReport(state, model, new Date('2026-01-15T00:00:00Z')).output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('Amounts are annual, in AED');
    expect(pdf).toContain('(AED 250,000 a year)');
    expect(pdf).toContain('(AED 5,000 a month)');
    // Package: 250,000 a year + 5,000 a month = 310,000 a year.
    expect(pdf).toContain('(AED 310,000)');
    expect(pdf).toContain('your figure \\(typed as AED 9,000 a month\\)');
  });
});
