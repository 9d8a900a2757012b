// The PDF report's comparison page (issue 11), written when offers are compared: each figure of every
// offer in its own currency, with its difference from the first offer, and what drives the gap.
import { currencyFor, formatMoney, formatSavingsRate, type ComparisonRow, type CountryCode, type SalaryPeriod } from '#core';
import { inPeriod, perPeriod } from '../components/results/display-period.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import { buildComparisonModel } from '../state/comparison-model.ts';
import type { ReportSink } from './report-sink.ts';

function cell(row: ComparisonRow, index: number, countries: readonly CountryCode[], period: SalaryPeriod): string {
  const value = row.values[index] ?? null;
  const country = countries[index] ?? 'UAE';
  const perMonth = row.kind === 'money';
  const money = (amount: number) => formatMoney(perMonth ? inPeriod(amount, period) : amount, country);
  const shown = value === null ? 'none' : row.kind === 'rate' ? formatSavingsRate(value) : money(value);
  const difference = row.differences[index] ?? 0;
  if (index === 0 || !row.notable[index]) return shown;
  const sign = difference > 0 ? '+' : '-';
  const gap =
    row.kind === 'rate'
      ? `${Math.abs(difference).toFixed(1)} pts`
      : formatMoney(Math.abs(perMonth ? inPeriod(difference, period) : difference), countries[0] ?? 'UAE');
  return `${shown} (${sign}${gap})`;
}

/** A page comparing the offers; nothing when there is one. */
export function writeComparison(w: ReportSink, state: CalculatorState): void {
  const model = buildComparisonModel(state);
  if (!model) return;
  const { comparison, models } = model;
  const countries = models.map((m) => m.input.location.country);
  const period = state.answers.salaryPeriod;
  w.pageBreak();
  w.heading(`Comparing ${models.length} offers`, 16);
  for (const sentence of comparison.sentences) w.paragraph(sentence, 10, [15, 23, 42]);
  if (new Set(countries.map(currencyFor)).size > 1)
    w.paragraph(
      `Each offer is in its own currency; differences from ${comparison.labels[0] ?? 'the first offer'} are in ${currencyFor(countries[0] ?? 'UAE')}, at the fixed US-dollar pegs.`,
      9,
    );
  w.row('Verdict', '', { bold: true });
  w.paragraph(models.map((m, i) => `${comparison.labels[i] ?? ''}: ${m.evaluation.verdict.label}`).join('   |   '), 9);
  for (const row of comparison.rows) {
    const unit = row.kind === 'money' ? ` (${perPeriod(period)})` : row.kind === 'once' ? ' (once)' : '';
    w.row(`${row.label}${unit}`, '', { bold: true });
    w.paragraph(models.map((_, i) => `${comparison.labels[i] ?? ''}: ${cell(row, i, countries, period)}`).join('   |   '), 9);
  }
}
