// The PDF report's pages on the cash needed before the first salary and the contract year by year
//: the same figures and sentences as the results screen, in the report's language.
import type { FigureSource, SalaryPeriod } from '#core';
import { type CalculatorState } from '../state/calculator-state.ts';
import { percentOf } from '../state/typed-percent.ts';
import {
  contractOutlookSentence,
  coverageSentence,
  paybackSentence,
  weeksSentence,
} from '../components/results/cash-and-years-sentences.ts';
import type { ResultsModel } from '../state/results-model.ts';
import type { ReportSink } from './report-sink.ts';
import type { ReportWords } from './report-words.ts';

/** The rent payment the cash lines assume, where the country has a choice. */
function paymentSentence(state: CalculatorState, model: ResultsModel, words: ReportWords): string | null {
  const { country } = model.input.location;
  const { uaeCheques, ksaRentPeriod } = state.adjustments;
  if (country === 'UAE') return words.t('report.upfront.cheques', { count: uaeCheques });
  if (country === 'KSA') return words.t('report.upfront.ejar', { period: ksaRentPeriod === 'half-yearly' ? 'halfYearly' : 'yearly' });
  return null;
}

/** The cash needed before the first salary, as on the results screen (one-off amounts, local currency). */
export function writeUpfrontCash(w: ReportSink, state: CalculatorState, model: ResultsModel, words: ReportWords): void {
  const { upfront, input } = model;
  const { t } = words;
  const country = input.location.country;
  const money = (amount: number) => words.money(amount, country);
  w.heading(t('report.upfront.heading'));
  const renting = input.benefits.housing !== 'provided';
  const intro = [
    t('report.upfront.paidOnce'),
    renting ? paymentSentence(state, model, words) : t('report.upfront.provided'),
    t('report.upfront.marked'),
    // Lines worked out from an edited category carry no mark of their own: the sentence says so.
    model.upfrontFollows.rent !== undefined ? t('report.upfront.followsRent', { amount: money(model.upfrontFollows.rent) }) : null,
    model.upfrontFollows.schools ? t('report.upfront.followsSchools') : null,
  ];
  w.paragraph(intro.filter((sentence) => sentence !== null).join(' '), 9);
  for (const line of upfront.lines) {
    const name = t(line.name);
    const label = line.estimate === undefined ? name : t('report.upfront.edited', { name, amount: money(line.estimate) });
    w.row(label, money(line.amount), { indent: 12, size: 9 });
  }
  w.row(t('report.upfront.total'), money(upfront.total));
  if (upfront.relocationAllowance > 0) w.row(t('report.upfront.allowance'), money(-upfront.relocationAllowance));
  w.row(t('report.upfront.net'), money(upfront.net), { bold: true });
  w.paragraph(`${weeksSentence(upfront, words, 'report')} ${coverageSentence(upfront, model.coverage, country, words, 'report')}`, 9);
}

/** The contract year by year: surplus and verdict each year, savings and the benefit so far, and what changes. */
export function writeContractYears(
  w: ReportSink,
  state: CalculatorState,
  model: ResultsModel,
  money: (monthly: number) => string,
  period: SalaryPeriod,
  words: ReportWords,
): void {
  const { projection, verdictChange, input } = model;
  const { t } = words;
  const country = input.location.country;
  w.heading(t('report.years.heading'));
  const firstVerdict = projection[0] ? words.verdictLabel(projection[0].verdict.state) : '';
  const outlook = contractOutlookSentence(
    verdictChange && words.t(verdictChange.sentence),
    projection.length,
    firstVerdict,
    words,
    'report',
  );
  w.paragraph(outlook, 10, [15, 23, 42]);
  for (const entry of projection) {
    w.row(
      t('report.years.row', {
        year: String(entry.year),
        verdict: words.verdictLabel(entry.verdict.state),
        rate: words.savingsRate(entry.savingsRate),
      }),
      t('report.years.surplus', { amount: money(entry.surplus), period }),
      { bold: true },
    );
    w.row(
      t('report.years.detail', {
        package: money(entry.packageAmount),
        expenses: money(entry.totalExpenses),
        saved: words.money(entry.cumulativeSavings, country),
        gratuity: words.money(entry.gratuityAccrued, country),
      }),
      '',
      { indent: 12, size: 8 },
    );
    if (entry.changes.length > 0) w.row(`${words.clauses(entry.changes.map((change) => t(change)))}.`, '', { indent: 12, size: 8 });
  }
  if (model.payback) w.paragraph(paybackSentence(model.payback, country, words, 'report'), 9, [15, 23, 42]);
  const typedRent = percentOf(state.adjustments.rentIncrease);
  const salaryRise = percentOf(state.adjustments.salaryIncrease) ?? 0;
  const rules = [
    input.benefits.housing === 'provided'
      ? t('report.years.noRent')
      : typedRent === undefined
        ? t('report.years.rentRule', { rule: words.source(model.rentRule.source).explanation })
        : t('report.years.rentTyped', { percent: String(typedRent) }),
    input.household.children.length > 0 ? t('report.years.feeRule', { rule: words.source(model.feeRule.source).explanation }) : '',
    salaryRise === 0 ? t('report.years.salaryFlat') : t('report.years.salaryRise', { percent: String(salaryRise) }),
    t('report.years.otherCosts'),
  ];
  w.paragraph(rules.filter(Boolean).join(' '), 8);
}

/** The sources of the cash lines and of the rules the later years apply, for the report's Sources page. */
export function cashAndYearsSources(model: ResultsModel, words: ReportWords): { figure: string; source: FigureSource | undefined }[] {
  const { t } = words;
  return [
    ...model.upfront.lines.map((line) => ({ figure: t('report.sources.upfront', { name: t(line.name) }), source: line.source })),
    { figure: t('report.sources.rentRule'), source: model.rentRule.source },
    { figure: t('report.sources.feeRule'), source: model.feeRule.source },
  ];
}
