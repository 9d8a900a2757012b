// The PDF report's comparison page, written when offers are compared: each figure of every
// offer in its own currency, with its difference from the first offer, and what drives the gap.
import { currencyFor, type ComparisonRow, type CountryCode, type SalaryPeriod } from '#core';
import { monthShown } from '../components/results/cash-and-years-sentences.ts';
import { inPeriod } from '../components/results/display-period.ts';
import { buildComparisonModel } from '../state/comparison-model.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import type { ReportSink } from './report-sink.ts';
import type { ReportWords } from './report-words.ts';

function cell(row: ComparisonRow, index: number, countries: readonly CountryCode[], period: SalaryPeriod, words: ReportWords): string {
  const value = row.values[index] ?? null;
  const country = countries[index] ?? 'UAE';
  const perMonth = row.kind === 'money';
  const money = (amount: number) => words.money(perMonth ? inPeriod(amount, period) : amount, country);
  const shown =
    row.kind === 'month'
      ? monthShown(value, words.t, 'report')
      : value === null
        ? words.t('report.comparison.none')
        : row.kind === 'rate'
          ? words.savingsRate(value)
          : money(value);
  const difference = row.differences[index] ?? 0;
  if (index === 0 || !row.notable[index]) return shown;
  const sign = difference > 0 ? '+' : '-';
  const gap =
    row.kind === 'rate'
      ? words.t('report.comparison.points', { points: Math.abs(difference).toFixed(1) })
      : row.kind === 'month'
        ? words.t('report.comparison.months', { count: Math.abs(difference) })
        : words.money(Math.abs(perMonth ? inPeriod(difference, period) : difference), countries[0] ?? 'UAE');
  return `${shown} (${sign}${gap})`;
}

/** A page comparing the offers; nothing when there is one. */
export function writeComparison(w: ReportSink, state: CalculatorState, words: ReportWords): void {
  const model = buildComparisonModel(state);
  if (!model) return;
  const { t } = words;
  const { models } = model;
  const { comparison } = model;
  // The core's labels, rows and sentences are messages, written in the report's language.
  const labels = comparison.labels.map((label) => t(label));
  const countries = models.map((m) => m.input.location.country);
  const period = state.answers.salaryPeriod;
  /** One line of every offer's value, "Dubai: …   |   Riyadh: …". */
  const line = (values: readonly string[]) => values.map((value, i) => `${labels[i] ?? ''}: ${value}`).join('   |   ');
  w.pageBreak();
  w.heading(t('report.comparison.heading', { count: models.length }), 16);
  for (const sentence of comparison.sentences) w.paragraph(t(sentence), 10, [15, 23, 42]);
  if (new Set(countries.map(currencyFor)).size > 1)
    w.paragraph(
      t('report.comparison.currencies', {
        first: labels[0] ?? t('report.comparison.firstOffer'),
        currency: words.language === 'en' ? currencyFor(countries[0] ?? 'UAE') : words.currency(countries[0] ?? 'UAE'),
      }),
      9,
    );
  w.row(t('report.comparison.verdict'), '', { bold: true });
  w.paragraph(line(models.map((m) => words.verdictLabel(m.evaluation.verdict.state))), 9);
  for (const row of comparison.rows) {
    const unit =
      row.kind === 'money'
        ? ` ${t('report.comparison.perPeriod', { period })}`
        : row.kind === 'once'
          ? ` ${t('report.comparison.once')}`
          : '';
    w.row(`${t(row.label)}${unit}`, '', { bold: true });
    w.paragraph(line(models.map((_, i) => cell(row, i, countries, period, words))), 9);
  }
}
