import { describe, expect, it } from 'vitest';
import { formatHomeMoney, formatMoney, homeRateSource, sendHomeCheck, toHomeCurrency, verdictLabel } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import { sourceText } from '#web/i18n/source-text.ts';
import '#web/i18n/testing.tsx';
import { ageBandMessages, carMessages, curriculumMessages, flightMessages, healthcareMessages } from '../components/steps/option-labels.ts';
import { initialAdjustments } from '../state/calculator-state.ts';
import { buildResultsModel } from '../state/results-model.ts';
import { resultsStateInDubai } from '../state/test-states.ts';
import { buildOfferReport, writeOfferReport } from './offer-report.ts';
import { optionMessages } from './inputs-report.ts';
import { reportLines } from './report-lines.ts';
import { documentInfo } from './test-pdf-text.ts';

const state = resultsStateInDubai(
  { grossSalary: { digits: '250000', period: 'annual' }, housingAllowance: { digits: '5000', period: 'monthly' } },
  {
    salaryPeriod: 'annual',
    adjustments: { ...initialAdjustments, expenseEdits: { Housing: { amount: 9_000, period: 'monthly' } } },
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
    // The edited category's items are the estimate's, and the report says so (they do not add up to the figure typed).
    expect(pdf).toContain('The items below are our estimate of AED');
    // Named and in its language for a PDF viewer's title bar and a screen reader.
    expect(documentInfo(pdf)).toEqual({ title: 'Salary Reality Check: Job Offer Report', language: 'en-GB' });
    expect(pdf).toContain('/DisplayDocTitle true');
  });
});

describe('the PDF report decodes the offer', () => {
  const family: typeof state = {
    ...state,
    answers: {
      ...state.answers,
      household: { adults: '2', children: [{ id: 'c1', age: 'grade1-5', curriculum: 'british' }], domesticHelp: false },
      amounts: { ...state.answers.amounts, basicSalary: { digits: '120000', period: 'annual' } },
      contractYears: 3,
    },
  };

  it('shows the gratuity, the family check and ends with a Sources page', () => {
    const model = buildResultsModel(family);
    if (!model) throw new Error('a country was chosen');
    const lines: string[] = [];
    let pages = 1;
    let sourcesPage = 0;
    const sink = {
      heading: (text: string) => {
        lines.push(text);
        if (text === 'Sources') sourcesPage = pages;
      },
      paragraph: (text: string) => lines.push(text),
      row: (label: string, value: string) => lines.push(`${label}: ${value}`),
      rule: () => undefined,
      pageBreak: () => (pages += 1),
    };
    writeOfferReport(sink, family, model, new Date('2026-01-15T00:00:00Z'));
    // UAE, basic AED 10,000 a month for 3 years: 3 × 21/30 × 10,000 = AED 21,000.
    expect(lines).toContain('End-of-service benefit after 3 years (contract completed): AED 21,000');
    expect(lines).toContain('Can your family join you?');
    // Package 250,000 a year + 5,000 a month = AED 25,833 a month, above the UAE's AED 4,000.
    expect(lines).toContain('Minimum monthly salary to sponsor a family: AED 4,000');
    expect(sourcesPage).toBe(pages);
    const afterSources = lines.slice(lines.indexOf('Sources'));
    expect(afterSources.some((line) => line.startsWith('End-of-service benefit (as of'))).toBe(true);
    expect(afterSources.some((line) => /^- .+\(.+\)( https?:\/\/\S+)?$/.test(line))).toBe(true);
  });
});

describe('the PDF report carries the cash up front and the contract year by year', () => {
  const family: typeof state = {
    ...state,
    answers: {
      ...state.answers,
      household: { adults: '2', children: [{ id: 'c1', age: 'grade1-5', curriculum: 'british' }], domesticHelp: false },
      contractYears: 4,
      relocationAllowance: '15000',
    },
    adjustments: { ...state.adjustments, uaeCheques: 2, cashEdits: { furniture: 9_000 }, salaryIncrease: '3' },
  };

  const familyLines = () => reportLines(family);

  // Three people rent a 2BR: furniture AED 22,000 before the edit.
  it('lists every cash line with the user’s edit marked, and the net after the relocation allowance', () => {
    const { lines, model } = familyLines();
    const { upfront } = model;
    expect(lines).toContain('Money you need up front');
    expect(lines.some((line) => line.includes('Rent paid in 2 cheques for the year.'))).toBe(true);
    for (const line of upfront.lines)
      expect(lines.some((text) => text.startsWith(translator('en')(line.name)) && text.endsWith(formatMoney(line.amount, 'UAE')))).toBe(
        true,
      );
    expect(lines).toContain(`Furniture and household set-up (2BR) - your figure (our estimate AED 22,000): AED 9,000`);
    expect(lines).toContain('Less your relocation allowance: -AED 15,000');
    expect(lines).toContain(`To find before your first salary: ${formatMoney(upfront.total - 15_000, 'UAE')}`);
  });

  it('has a row for each contract year, the outlook sentence and the rules it applied', () => {
    const { lines, model } = familyLines();
    expect(lines).toContain('Your contract, year by year');
    expect(model.projection).toHaveLength(4);
    for (const entry of model.projection)
      expect(lines.some((line) => line.startsWith(`Year ${entry.year}: ${translator('en')(verdictLabel(entry.verdict.state))}`))).toBe(
        true,
      );
    expect(lines.some((line) => line.includes('Salary: 3% a year.'))).toBe(true);
    const sources = lines.slice(lines.indexOf('Sources'));
    expect(sources.some((line) => line.startsWith('Year by year: rent rule (as of'))).toBe(true);
    expect(sources.some((line) => line.startsWith('Money up front: Ejari tenancy registration (as of'))).toBe(true);
  });
});

describe('the PDF report shows the savings at home', () => {
  function linesOf(home: typeof state.home) {
    const { lines, model } = reportLines({ ...state, home });
    return { lines, evaluation: model.evaluation };
  }
  const both = (amount: number) => `${formatMoney(amount, 'UAE')} (${formatHomeMoney(toHomeCurrency(amount, 'UAE', 'INR'), 'INR')})`;

  it('after what the package is worth, in both currencies, with the send-home check and the rate on the Sources page', () => {
    const { lines, evaluation } = linesOf({ currency: 'INR', sendHome: '50000' });
    const at = lines.indexOf('Your savings at home');
    expect(at).toBeGreaterThan(lines.indexOf('What the package is worth'));
    expect(at).toBeLessThan(lines.indexOf('Your inputs'));
    expect(lines[at + 1]).toMatch(
      /^In Indian rupee \(INR\) at AED 1 = INR 2\d\.\d\d, a reference rate of October 2025 built into the calculator\.$/,
    );
    expect(lines).toContain(`Monthly surplus: ${both(evaluation.surplus)}`);
    expect(lines).toContain(`A year's savings (surplus x 12): ${both(evaluation.surplus * 12)}`);
    expect(lines).toContain(`End-of-service benefit (contract completed): ${both(evaluation.decoded.gratuity.amount)}`);
    const check = sendHomeCheck({ monthlySurplus: evaluation.surplus, targetHome: 50_000, code: 'INR', country: 'UAE' });
    expect(lines).toContain(`Send home each month: INR 50,000: ${formatMoney(check.targetLocal, 'UAE')}`);
    expect(check.achievable).toBe(true);
    expect(lines).toContain(
      `Achievable: ${formatMoney(check.difference, 'UAE')} spare (${formatHomeMoney(check.differenceHome, 'INR')}) a month.`,
    );
    const sources = lines.slice(lines.indexOf('Sources'));
    const entry = sources.indexOf('Exchange rate: Indian rupee (INR) (as of October 2025)');
    expect(entry).toBeGreaterThan(0);
    expect(sources[entry + 1]).toBe(sourceText(homeRateSource('INR'), 'en', translator('en')).explanation);
    for (const ref of homeRateSource('INR').sources)
      expect(sources.some((line) => line.startsWith(`- ${ref.title} (${ref.date})`))).toBe(true);
  });

  it('writes only what the PDF font renders: the naira sign in a source title gets a stand-in', () => {
    const { lines } = linesOf({ currency: 'NGN', sendHome: '' });
    expect(lines).toContain('Your savings at home');
    expect(lines.some((line) => line.startsWith('Send home each month'))).toBe(false);
    const sources = lines.slice(lines.indexOf('Exchange rate: Nigerian naira (NGN) (as of October 2025)'));
    expect(sources.some((line) => line.includes('Naira rises to N1452'))).toBe(true);
    expect(lines.every((line) => /^[\u0020-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/.test(line))).toBe(true);
  });

  it('is left out without a home currency', () => {
    const { lines } = linesOf({ currency: '', sendHome: '50000' });
    expect(lines).not.toContain('Your savings at home');
    expect(lines.some((line) => line.startsWith('Exchange rate:'))).toBe(false);
  });
});

describe('the report catalogue', () => {
  // The report's chunk carries its own words, so a report is written without the wizard's catalogue;
  // it names the options in the words the wizard shows them in.
  it.each(['en', 'ar'] as const)('words the options as the wizard does (%s)', (language) => {
    const t = translator(language);
    const pairs = [
      [optionMessages.ageBands, ageBandMessages],
      [optionMessages.curricula, curriculumMessages],
      [optionMessages.healthcare, healthcareMessages],
      [optionMessages.cars, carMessages],
      [optionMessages.flights, flightMessages],
    ] as const;
    for (const [ids, wizard] of pairs)
      for (const [option, id] of Object.entries(ids)) expect(t(id), option).toBe(t((wizard as Record<string, typeof id>)[option] ?? id));
  });
});
