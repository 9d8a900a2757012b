// The PDF report's pages on the cash needed before the first salary and the contract year by year
// (issue 10): the same figures and sentences as the results screen.
import { formatMoney, formatSavingsRate, type FigureSource, type SalaryPeriod } from '#core';
import { contractOutlookSentence, coverageSentence, weeksSentence } from '../components/results/cash-and-years-sentences.ts';
import { perPeriod } from '../components/results/display-period.ts';
import { percentOf, type CalculatorState } from '../state/calculator-state.ts';
import type { ResultsModel } from '../state/results-model.ts';
import type { ReportSink } from './report-sink.ts';

/** The cash needed before the first salary, as on the results screen (one-off amounts, local currency). */
export function writeUpfrontCash(w: ReportSink, state: CalculatorState, model: ResultsModel): void {
  const { upfront, coverage, input } = model;
  const country = input.location.country;
  const money = (amount: number) => formatMoney(amount, country);
  w.heading('Money you need up front');
  const renting = input.benefits.housing !== 'provided';
  const payment =
    country === 'UAE'
      ? `Rent paid in ${state.adjustments.uaeCheques} ${state.adjustments.uaeCheques === 1 ? 'cheque' : 'cheques'} for the year. `
      : country === 'KSA'
        ? `Rent paid ${state.adjustments.ksaRentPeriod} through Ejar. `
        : '';
  w.paragraph(
    `Paid once, before your first salary. ${renting ? payment : 'Your employer provides your home: no rent in advance, deposit or furniture. '}Amounts you typed are marked.`,
    9,
  );
  for (const line of upfront.lines) {
    const edited = line.estimate === undefined ? '' : ` - your figure (our estimate ${money(line.estimate)})`;
    w.row(`${line.name}${edited}`, money(line.amount), { indent: 12, size: 9 });
  }
  w.row('Total', money(upfront.total));
  if (upfront.relocationAllowance > 0) w.row('Less your relocation allowance', `-${money(upfront.relocationAllowance)}`);
  w.row('To find before your first salary', money(upfront.net), { bold: true });
  w.paragraph(`${weeksSentence(upfront)} ${coverageSentence(upfront, coverage, country)}`, 9);
}

/** The contract year by year: surplus and verdict each year, savings and the benefit so far, and what changes. */
export function writeContractYears(
  w: ReportSink,
  state: CalculatorState,
  model: ResultsModel,
  money: (monthly: number) => string,
  period: SalaryPeriod,
): void {
  const { projection, worseYear, input } = model;
  const country = input.location.country;
  w.heading('Your contract, year by year');
  w.paragraph(contractOutlookSentence(worseYear?.sentence, projection.length), 10, [15, 23, 42]);
  for (const entry of projection) {
    w.row(
      `Year ${entry.year}: ${entry.verdict.label} (${formatSavingsRate(entry.savingsRate)})`,
      `${money(entry.surplus)} ${perPeriod(period)} surplus`,
      { bold: true },
    );
    w.row(
      `Package ${money(entry.packageAmount)}, expenses ${money(entry.totalExpenses)}; saved so far ${formatMoney(entry.cumulativeSavings, country)}; end-of-service benefit ${formatMoney(entry.gratuityAccrued, country)}`,
      '',
      { indent: 12, size: 8 },
    );
    if (entry.changes.length > 0) w.row(`${entry.changes.join('; ')}.`, '', { indent: 12, size: 8 });
  }
  const typedRent = percentOf(state.adjustments.rentIncrease);
  const salaryRise = percentOf(state.adjustments.salaryIncrease) ?? 0;
  const rules = [
    input.benefits.housing === 'provided'
      ? 'No rent: your employer provides your home.'
      : typedRent === undefined
        ? `Rent: ${model.rentRule.source.explanation}`
        : `Rent: your ${typedRent}% a year replaces the local rule.`,
    input.household.children.length > 0 ? `School fees: ${model.feeRule.source.explanation}` : '',
    `Salary: ${salaryRise === 0 ? 'no yearly increase' : `${salaryRise}% a year`}. Other costs stay at today's figures.`,
  ];
  w.paragraph(rules.filter(Boolean).join(' '), 8);
}

/** The sources of the cash lines and of the rules the later years apply, for the report's Sources page. */
export function cashAndYearsSources(model: ResultsModel): { figure: string; source: FigureSource | undefined }[] {
  return [
    ...model.upfront.lines.map((line) => ({ figure: `Money up front: ${line.name}`, source: line.source })),
    { figure: 'Year by year: rent rule', source: model.rentRule.source },
    { figure: 'Year by year: school fee rule', source: model.feeRule.source },
  ];
}
