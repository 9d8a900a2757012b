import { describe, expect, it } from 'vitest';
import { formatMoney, verdictLabel } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import type { ResultsModel } from '../state/results-model.ts';

const verdictOf = (model: ResultsModel | undefined) => (model ? translator('en')(verdictLabel(model.evaluation.verdict.state)) : '');
import { initialState, type CalculatorAction } from '../state/calculator-state.ts';
import { calculatorReducer } from '../state/calculator-reducer.ts';
import { buildComparisonModel } from '../state/comparison-model.ts';
import { writeComparison } from './comparison-report.ts';
import { recordingSink } from './report-lines.ts';
import { reportWords } from './report-words.ts';

function lines(actions: CalculatorAction[]) {
  const state = actions.reduce(calculatorReducer, initialState);
  const { sink, lines: out, pageBreaks } = recordingSink();
  writeComparison(sink, state, reportWords('en'));
  return { out, pages: pageBreaks(), state };
}

const dubai: CalculatorAction[] = [
  { type: 'start' },
  { type: 'set-country', country: 'UAE' },
  { type: 'set-city', city: 'Dubai' },
  { type: 'set-adults', adults: '2' },
  { type: 'set-amount', field: 'grossSalary', value: '30000' },
];

describe('the comparison page of the PDF report', () => {
  it('is absent with one offer', () => {
    expect(lines(dubai)).toMatchObject({ out: [], pages: 0 });
  });

  it('lists every offer’s figures, the differences and what drives the gap, on a page of its own', () => {
    const { out, pages, state } = lines([
      ...dubai,
      { type: 'add-offer' },
      { type: 'set-country', country: 'KSA' },
      { type: 'set-city', city: 'Riyadh' },
      { type: 'set-amount', field: 'grossSalary', value: '30000' },
    ]);
    const model = buildComparisonModel(state);
    if (!model) throw new Error('two offers are compared');
    expect(pages).toBe(1);
    expect(out[0]).toBe('Comparing 2 offers');
    const [sentence] = model.comparison.sentences;
    expect(out).toContain(sentence && translator('en')(sentence));
    const [dubaiModel, riyadhModel] = model.models;
    expect(out).toContain(`Dubai: ${verdictOf(dubaiModel)}   |   Riyadh: ${verdictOf(riyadhModel)}`);
    const surplus = model.comparison.rows.find((row) => row.key === 'surplus');
    const gap = surplus?.differences[1] ?? 0;
    expect(out).toContain(
      `Dubai: ${formatMoney(dubaiModel?.evaluation.surplus ?? 0, 'UAE')}   |   Riyadh: ${formatMoney(riyadhModel?.evaluation.surplus ?? 0, 'KSA')} (${gap > 0 ? '+' : '-'}${formatMoney(Math.abs(gap), 'UAE')})`,
    );
    expect(out.some((line) => line.includes('differences from Dubai are in AED'))).toBe(true);
  });
});
