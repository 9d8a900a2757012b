// The PDF report, generated in the browser (decision 22): the report itself is never sent. jsPDF is
// loaded only when the visitor asks for the report.
import { jsPDF } from 'jspdf';
import {
  ageBandLabels,
  carOptionLabels,
  countryProfile,
  curriculumLabels,
  dataAsOf,
  flightLabels,
  formatMoney,
  formatSavingsRate,
  healthcareLabels,
  reportSources,
  rangeBasis,
  verdictMessages,
} from '#core';
import { inPeriod, perPeriod } from '../components/results/display-period.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import { buildResultsModel, type ResultsModel } from '../state/results-model.ts';
import { amountIn, enteredAmount, type PeriodAmount } from '../state/typed-amount.ts';
import { cashAndYearsSources, writeContractYears, writeUpfrontCash } from './cash-and-years-report.ts';
import { writeComparison } from './comparison-report.ts';
import { homeCurrencySources, writeHomeCurrency } from './home-currency-report.ts';
import { negotiationSources, writeNegotiationBrief } from './negotiation-report.ts';
import type { ReportSink } from './report-sink.ts';

const margin = 48;
const pageWidth = 595.28; // A4 in points
const pageHeight = 841.89;
const contentWidth = pageWidth - margin * 2;

class ReportWriter implements ReportSink {
  readonly doc = new jsPDF({ unit: 'pt', format: 'a4' });
  private y = margin;

  private ensureSpace(height: number) {
    if (this.y + height > pageHeight - margin) {
      this.doc.addPage();
      this.y = margin;
    }
  }

  heading(text: string, size = 14) {
    this.ensureSpace(size + 18);
    this.y += 8;
    this.doc.setFont('helvetica', 'bold').setFontSize(size).setTextColor(15, 23, 42);
    this.doc.text(text, margin, this.y);
    this.y += size + 4;
  }

  paragraph(text: string, size = 10, color: [number, number, number] = [51, 65, 85]) {
    this.doc
      .setFont('helvetica', 'normal')
      .setFontSize(size)
      .setTextColor(...color);
    const lines = this.doc.splitTextToSize(text, contentWidth) as string[];
    for (const line of lines) {
      this.ensureSpace(size + 4);
      this.doc.text(line, margin, this.y);
      this.y += size + 4;
    }
    this.y += 4;
  }

  row(label: string, value: string, options: { bold?: boolean; indent?: number; size?: number } = {}) {
    const size = options.size ?? 10;
    this.ensureSpace(size + 5);
    this.doc
      .setFont('helvetica', options.bold ? 'bold' : 'normal')
      .setFontSize(size)
      .setTextColor(15, 23, 42);
    const labelLines = this.doc.splitTextToSize(label, contentWidth - 140 - (options.indent ?? 0)) as string[];
    this.doc.text(labelLines, margin + (options.indent ?? 0), this.y);
    this.doc.text(value, pageWidth - margin, this.y, { align: 'right' });
    this.y += (size + 5) * labelLines.length;
  }

  rule() {
    this.ensureSpace(10);
    this.doc.setDrawColor(203, 213, 225).line(margin, this.y, pageWidth - margin, this.y);
    this.y += 10;
  }

  pageBreak() {
    this.doc.addPage();
    this.y = margin;
  }

  footerOnEveryPage(text: string) {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(100, 116, 139);
      this.doc.text(`${text}  |  Page ${page} of ${pages}`, margin, pageHeight - 24);
    }
  }
}

/** The report as a jsPDF document: inputs, verdict, totals, breakdown, optional costs and tips. */
export function buildOfferReport(state: CalculatorState, model: ResultsModel, generatedOn: Date = new Date()): jsPDF {
  const w = new ReportWriter();
  writeOfferReport(w, state, model, generatedOn);
  // Reaching the results sends the verdict, country and city (core's privacyDisclosure), so the
  // footer speaks only of the report.
  w.footerOnEveryPage('salary-reality-check | Generated in your browser; this report was not sent anywhere');
  return w.doc;
}

/**
 * The report's content. Figures are in the period the results open in (the salary period); every
 * amount the visitor typed is also shown as typed, in the period it was typed in.
 */
export function writeOfferReport(w: ReportSink, state: CalculatorState, model: ResultsModel, generatedOn: Date): void {
  const { input, evaluation, expenses, tips } = model;
  const country = input.location.country;
  const profile = countryProfile(country);
  const period = state.answers.salaryPeriod;
  /** A monthly figure from the model, in the report's period. */
  const money = (monthly: number) => formatMoney(inPeriod(monthly, period), country);
  /** A typed amount in the report's period. */
  const moneyOf = (typed: PeriodAmount) => formatMoney(amountIn(typed, period), country);
  /** A typed amount as typed, with its period. */
  const asTyped = (typed: PeriodAmount) => `${formatMoney(typed.amount, country)} ${perPeriod(typed.period)}`;
  /** A label noting what was typed, when it was typed in the other period. */
  const typedNote = (typed: PeriodAmount) => (typed.period === period ? '' : ` (typed as ${asTyped(typed)})`);

  w.heading('Salary Reality Check: Job Offer Report', 18);
  w.paragraph(
    `Generated ${generatedOn.toISOString().slice(0, 10)} | Cost data as of ${dataAsOf.asOfLabel} | Amounts are ${period}, in ${profile.currency}`,
    9,
  );
  w.rule();

  w.heading(`Verdict: ${evaluation.verdict.label}`, 16);
  w.paragraph(verdictMessages[evaluation.verdict.state], 10, [15, 23, 42]);
  w.row('Confidence score (0-100)', String(evaluation.verdict.confidence));
  w.row('Savings rate', formatSavingsRate(evaluation.savingsRate));

  w.heading('Totals');
  w.row('Total package', money(evaluation.packageAmount), { bold: true });
  w.row('Expenses (including optional costs)', money(evaluation.totalExpenses));
  w.row('Debt payments', money(evaluation.debts));
  w.row('Surplus', money(evaluation.surplus), { bold: true });
  if (evaluation.savingsGoal.goal > 0) {
    w.row('Savings goal', money(evaluation.savingsGoal.goal));
    w.row(
      evaluation.savingsGoal.achievable ? 'Spare after the goal' : 'Shortfall against the goal',
      money(Math.abs(evaluation.savingsGoal.difference)),
    );
  }
  if (evaluation.verdict.state !== 'comfortable')
    w.row('Recommended minimum package (20% savings rate)', money(evaluation.recommendedMinimumPackage), { bold: true });

  const { decoded } = evaluation;
  const { basic, gratuity, gratuityIfResigned, years } = decoded;
  w.heading('What the package is worth');
  w.row(
    basic.assumed ? `Basic pay (assumed ${Math.round(basic.share * 100)}% of gross; enter yours)` : 'Basic pay',
    money(basic.basicMonthly),
  );
  w.row(
    `End-of-service benefit after ${years} ${years === 1 ? 'year' : 'years'} (contract completed)`,
    formatMoney(gratuity.amount, country),
    {
      bold: true,
    },
  );
  w.row('It builds up by', money(gratuity.monthlyAccrual));
  w.row(
    'Savings rate now / counting the end-of-service benefit',
    `${formatSavingsRate(evaluation.savingsRate)} / ${formatSavingsRate(evaluation.savingsRateWithGratuity)}`,
  );
  w.paragraph(gratuity.rule, 9);
  if (gratuityIfResigned)
    w.paragraph(`If you resign at the end of year ${years} instead: ${formatMoney(gratuityIfResigned.amount, country)}.`, 9);
  writeHomeCurrency(w, state, model);

  if (decoded.hasFamily) {
    w.heading('Can your family join you?');
    const check = evaluation.familySponsorship;
    if (check) {
      w.row(
        check.eligible ? 'Yes: the package meets the minimum salary' : 'Not yet: short of the minimum salary by',
        check.eligible ? '' : `${formatMoney(check.gap, country)} a month`,
        { bold: true },
      );
      w.row('Minimum monthly salary to sponsor a family', formatMoney(check.threshold, country));
      w.paragraph(check.rule, 9);
    } else {
      w.paragraph(decoded.familyNote, 9);
    }
  }

  writeNegotiationBrief(w, model, money);

  w.heading('Your inputs');
  const { location, household, benefits } = input;
  w.row('Location', [location.district, location.city, profile.name].filter(Boolean).join(', ') || profile.name);
  w.row('Adults', household.adults === 4 ? '4+' : String(household.adults));
  household.children.forEach((child, i) => {
    w.row(
      `Child ${i + 1}`,
      `${ageBandLabels[child.age]}${child.curriculum && child.age !== 'nursery' ? `, ${curriculumLabels[child.curriculum]}` : ''}`,
    );
  });
  w.row('Domestic help', household.domesticHelp ? 'Yes' : 'No');
  const { amounts } = state.answers;
  w.row('Gross salary', asTyped(enteredAmount(amounts.grossSalary)));
  // A blank allowance was never typed in any period: it reads "None", not "AED 0 a month".
  const allowance = (entered: typeof amounts.housingAllowance) => (entered.digits === '' ? 'None' : asTyped(enteredAmount(entered)));
  w.row(
    'Basic salary',
    amounts.basicSalary.digits === '' ? 'Not entered (typical share assumed)' : asTyped(enteredAmount(amounts.basicSalary)),
  );
  w.row('Contract length', `${state.answers.contractYears} ${state.answers.contractYears === 1 ? 'year' : 'years'}`);
  const housing = state.answers.benefits.housing;
  if (housing === 'allowance') w.row('Housing allowance', allowance(amounts.housingAllowance));
  else w.row('Housing', housing === 'provided' ? 'Provided by the employer (no rent to pay)' : 'No housing and no allowance');
  w.row('Education allowance', allowance(amounts.educationAllowance));
  if (amounts.existingDebts.digits !== '') w.row('Debt/loan payments', asTyped(enteredAmount(amounts.existingDebts)));
  if (amounts.savingsGoal.digits !== '') w.row('Desired savings', asTyped(enteredAmount(amounts.savingsGoal)));
  w.row('Healthcare', healthcareLabels[benefits.healthcareType]);
  w.row('Car provision', carOptionLabels[benefits.carProvided]);
  w.row('Flights home your employer pays for', flightLabels[benefits.annualFlights]);
  const { packageOverride } = state.adjustments;
  if (packageOverride !== null) w.row('Package, edited on the results screen', asTyped(packageOverride));

  w.heading('Expense breakdown');
  for (const category of expenses) {
    const edit = state.adjustments.expenseEdits[category.category];
    w.row(
      `${category.category} (${category.percentage.toFixed(1)}%)${edit ? ` - your figure${typedNote(edit)}` : ''}`,
      edit ? moneyOf(edit) : money(category.amount),
      { bold: true },
    );
    w.row(`Range ${money(category.min)} to ${money(category.max)}: ${rangeBasis(category.category, country)}`, '', { indent: 12, size: 8 });
    for (const item of category.subItems) w.row(item.name, money(item.amount), { indent: 12, size: 9 });
  }

  if (state.adjustments.optionalCosts.length > 0) {
    w.heading('Optional costs');
    for (const item of state.adjustments.optionalCosts) w.row(`${item.name}${typedNote(item)}`, moneyOf(item));
    w.row('Optional costs total', money(evaluation.optionalCostsTotal), { bold: true });
  }

  writeUpfrontCash(w, state, model);
  writeContractYears(w, state, model, money, period);

  if (tips.length > 0) {
    w.heading('Pro tips');
    for (const tip of tips) {
      w.paragraph(`${tip.title} (${tip.priority} priority)`, 10, [15, 23, 42]);
      w.paragraph(tip.description, 9);
    }
  }

  w.rule();
  w.paragraph(
    'Estimates only, not financial advice. Figures are based on market data as of ' +
      dataAsOf.asOfLabel +
      ' and the answers you gave; your own costs will differ.',
    8,
  );

  writeComparison(w, state);

  // The last page: where every figure in this report comes from.
  w.pageBreak();
  w.heading('Sources', 16);
  w.paragraph(
    'Where each figure in this report comes from, and the date it describes. Every source is listed at /sources on our site too.',
    9,
  );
  for (const entry of reportSources(expenses, evaluation, [
    ...cashAndYearsSources(model),
    ...homeCurrencySources(state),
    ...negotiationSources(model),
  ])) {
    w.paragraph(`${entry.figure} (as of ${entry.source.asOf})`, 9, [15, 23, 42]);
    w.paragraph(entry.source.explanation, 8);
    if (entry.source.assumption) w.paragraph(`Assumption: ${entry.source.assumption}`, 8, [120, 53, 15]);
    for (const ref of entry.source.sources) w.paragraph(`- ${ref.title} (${ref.date})${ref.url ? ` ${ref.url}` : ''}`, 8);
  }
}

export function downloadOfferReport(state: CalculatorState): void {
  const model = buildResultsModel(state);
  if (!model) throw new Error('The report needs a country.');
  const doc = buildOfferReport(state, model);
  const place = (model.input.location.city ?? model.input.location.country).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  doc.save(`salary-reality-check-${place}-${new Date().toISOString().slice(0, 10)}.pdf`);
}
