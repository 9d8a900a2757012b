// The report's last page: where every figure in it comes from. In Arabic each
// figure is named in Arabic and each source explained in Arabic where the core has its words; the
// records cited keep their publishers' titles.
import { reportSources, type FigureSource } from '#core';
import type { CalculatorState } from '../state/calculator-state.ts';
import type { ResultsModel } from '../state/results-model.ts';
import { cashAndYearsSources } from './cash-and-years-report.ts';
import { homeCurrencySources } from './home-currency-report.ts';
import { negotiationSources } from './negotiation-report.ts';
import type { ReportSink } from './report-sink.ts';
import type { ReportWords } from './report-words.ts';

/** The figures reportSources names itself in English, in the report's language (a breakdown line's name is a message). */
function figureNames(words: ReportWords): Map<string, string> {
  const { t } = words;
  return new Map<string, string>([
    ['Basic pay', t('report.sources.basicPay')],
    ['End-of-service benefit', t('report.sources.gratuity')],
    ['Minimum salary to sponsor a family', t('report.sources.familyMinimum')],
  ]);
}

export function writeSources(w: ReportSink, state: CalculatorState, model: ResultsModel, words: ReportWords): void {
  const { t } = words;
  const { expenses, evaluation } = model;
  w.pageBreak();
  w.heading(t('report.sources.heading'), 16);
  w.paragraph(t('report.sources.intro'), 9);
  const names = figureNames(words);
  const more: { figure: string; source: FigureSource | undefined }[] = [
    ...cashAndYearsSources(model, words),
    ...homeCurrencySources(state, words),
    ...negotiationSources(model, words),
  ];
  for (const entry of reportSources(expenses, evaluation, more)) {
    const source = words.source(entry.source);
    const figure = typeof entry.figure === 'string' ? (names.get(entry.figure) ?? entry.figure) : t(entry.figure);
    w.paragraph(t('report.sources.entry', { figure, date: words.asOf(source.asOf) }), 9, [15, 23, 42]);
    w.paragraph(source.explanation, 8);
    if (source.assumption) w.paragraph(t('report.sources.assumption', { text: source.assumption }), 8, [120, 53, 15]);
    for (const ref of source.sources) w.paragraph(`- ${ref.title} (${ref.date})${ref.url ? ` ${ref.url}` : ''}`, 8);
  }
}
