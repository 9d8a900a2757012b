import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMoney, negotiationAskKeys, negotiationBrief } from '#core';
import { initialAdjustments, type CalculatorState } from '../state/calculator-state.ts';
import { buildResultsModel } from '../state/results-model.ts';
import { resultsStateInDubai } from '../state/test-states.ts';
import { buildNegotiationBriefPdf } from './negotiation-brief-pdf.ts';
import { loadReportWords } from './report-words.ts';
import { translator } from '#web/i18n/i18n.ts';
import { documentInfo, drawnText } from './test-pdf-text.ts';

const t = translator('en');

/**
 * The longest brief: a family of five with three children in a named district, a small housing and
 * education allowance (so those asks carry "in all" lines), no car, no flights, no health cover,
 * debts (the target with debts) and an edited school category (the detail's "your figure").
 */
function everyAsk(): CalculatorState {
  const state = resultsStateInDubai(
    {
      grossSalary: { digits: '30000', period: 'monthly' },
      housingAllowance: { digits: '4000', period: 'monthly' },
      educationAllowance: { digits: '2000', period: 'monthly' },
      existingDebts: { digits: '1500', period: 'monthly' },
    },
    { adjustments: { ...initialAdjustments, expenseEdits: { Education: { amount: 18_000, period: 'monthly' } } } },
  );
  return {
    ...state,
    answers: {
      ...state.answers,
      location: { country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' },
      household: {
        adults: '2',
        children: [
          { id: 'c1', age: 'grade1-5', curriculum: 'british' },
          { id: 'c2', age: 'grade6-8', curriculum: 'ib' },
          { id: 'c3', age: 'grade9-12', curriculum: 'american' },
        ],
        domesticHelp: true,
      },
      benefits: { ...state.answers.benefits, housing: 'allowance', healthcareType: 'none', carProvided: 'none', annualFlights: '0' },
    },
  };
}

function briefFor(state: CalculatorState) {
  const model = buildResultsModel(state);
  if (!model) throw new Error('a country was chosen');
  const brief = negotiationBrief(model.input, model.evaluation, model.expenses);
  if (!brief) throw new Error('below Comfortable there is a brief');
  return { model, brief };
}

describe('the one-page PDF brief', () => {
  it('fits a 3-child family with every ask on one A4 page, with its figures', () => {
    const { model, brief } = briefFor(everyAsk());
    expect(brief.asks.map((ask) => ask.key)).toEqual([...negotiationAskKeys]);
    expect(brief.asks.find((ask) => ask.key === 'education')?.estimate).toBeDefined();
    for (const period of ['monthly', 'annual'] as const) {
      const doc = buildNegotiationBriefPdf(model, brief, period, new Date('2026-01-15T00:00:00Z'));
      expect(doc.getNumberOfPages()).toBe(1);
      const pdf = doc.output();
      const per = period === 'annual' ? 12 : 1;
      const shown = (monthly: number) => formatMoney(monthly * per, 'UAE');
      expect(pdf).toContain(shown(brief.targetPackage));
      expect(pdf).toContain(shown(brief.gap));
      for (const ask of brief.asks) {
        expect(pdf).toContain(t(ask.title));
        expect(pdf).toContain(shown(ask.monthly));
      }
      expect(pdf).toContain(shown(brief.basicRise.newBasic));
      expect(pdf).toContain(formatMoney(brief.basicRise.gratuityIncrease, 'UAE'));
      expect(pdf).toContain('Generated in your browser');
      expect(pdf).toContain('Cost data as of');
    }
  });

  it('stays on one page when the asks carry long sources', () => {
    const { model, brief } = briefFor(everyAsk());
    const long = brief.asks.map((ask) => ({
      ...ask,
      // The detail three times over, in one line of the brief's own words.
      detail: { messageId: 'negotiation.brief.ask', values: { title: ask.detail, figure: ask.detail, basis: ask.detail } },
      source: { ...ask.source, sources: Array.from({ length: 10 }, () => ask.source.sources).flat() },
    }));
    const doc = buildNegotiationBriefPdf(model, { ...brief, asks: long }, 'monthly');
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.output()).toContain('More sources are listed at /sources');
  });
});

describe('the one-page PDF brief in Arabic', () => {
  const font = (file: string) =>
    readFileSync(new URL(`../../../../../node_modules/@expo-google-fonts/noto-naskh-arabic/${file}`, import.meta.url)).toString('base64');
  const fonts = { regular: font('400Regular/NotoNaskhArabic_400Regular.ttf'), bold: font('700Bold/NotoNaskhArabic_700Bold.ttf') };

  it('fits every ask on one page, right to left, with the figures «درهم» after the amount', async () => {
    await loadReportWords('ar');
    const model = buildResultsModel(everyAsk());
    if (!model) throw new Error('a country was chosen');
    const brief = negotiationBrief(model.input, model.evaluation, model.expenses, 'ar');
    if (!brief) throw new Error('below Comfortable there is a brief');
    const doc = buildNegotiationBriefPdf(model, brief, 'monthly', new Date('2026-01-15T00:00:00Z'), 'ar', fonts);
    expect(doc.getNumberOfPages()).toBe(1);
    expect(documentInfo(doc.output())).toEqual({ title: 'ملخص التفاوض: ما الذي تطلبه', language: 'ar' });
    const drawn = drawnText(doc.output()).join('\n');
    const reversed = (text: string) => [...text].reverse().join('');
    // Drawn left to right: an Arabic run reversed, a figure as it reads.
    expect(drawn).toContain(reversed('ملخص التفاوض: ما الذي تطلبه'));
    for (const amount of [brief.targetPackage, brief.gap, brief.basicRise.newBasic, ...brief.asks.map((ask) => ask.monthly)])
      expect(drawn).toContain(`${reversed('شهريًا')} ${reversed('درهم')} ${formatMoney(amount, 'UAE').replace('AED ', '')}`);
    // The end of each ask's title (whole titles may hold a lam-alef ligature, which reads back as two letters).
    for (const ask of brief.asks) expect(drawn).toContain(reversed(translator('ar')(ask.title)).slice(0, 6));
    expect(drawn).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });
});
