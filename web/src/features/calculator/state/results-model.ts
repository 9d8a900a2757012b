// Everything the results screen shows, derived from the state through the core.
import {
  compareCities,
  costRecord,
  editedMonthlyRent,
  editedSchoolFeeScale,
  estimateExpenses,
  evaluateOffer,
  firstVerdictChange,
  movePayback,
  negotiationBrief,
  projectContract,
  rentRiseRuleFor,
  schoolFeeRiseRuleFor,
  selectTips,
  upfrontCash,
  upfrontCoverage,
  withPercentages,
  yearMonthOf,
  type AdultCount,
  type CityComparisonRow,
  type Language,
  type NegotiationBrief,
  type ExpenseCategory,
  type ExpenseCategoryName,
  type OfferEvaluation,
  type OfferInput,
  type OptionalCostItem,
  type ContractYear,
  type MovePayback,
  type ResolvedCostRecord,
  type Tip,
  type UpfrontCash,
  type UpfrontCoverage,
  type VerdictChange,
  type YearlyRiseRule,
} from '#core';
import { type CalculatorAnswers, type CalculatorState, type MoneyField, type ResultsAdjustments } from './calculator-state.ts';
import { percentOf } from './typed-percent.ts';
import { digitsOnly } from '#web/lib/whole-amount.ts';
import { enteredAmount, monthlyOf } from './typed-amount.ts';

/** An answer as a monthly number: exact, so an annual entry may be fractional (rounded only when shown). */
export function monthlyAnswer(answers: CalculatorAnswers, field: MoneyField): number {
  return monthlyOf(enteredAmount(answers.amounts[field]));
}

/** The answers as the core's input, or null before a country is chosen. */
export function toOfferInput(answers: CalculatorAnswers): OfferInput | null {
  const { country, city, district } = answers.location;
  if (!country) return null;
  const money = (field: MoneyField) => monthlyAnswer(answers, field);
  return {
    location: { country, city: city || null, district: district || null },
    household: {
      adults: Number(answers.household.adults) as AdultCount,
      children: answers.household.children
        .filter((c) => c.age !== '')
        .map((c) => ({ age: c.age as Exclude<typeof c.age, ''>, curriculum: c.curriculum || null })),
      domesticHelp: answers.household.domesticHelp,
    },
    benefits: {
      // The allowance stays as typed when another housing answer is chosen, but counts only as an allowance.
      housingAllowance: answers.benefits.housing === 'allowance' ? money('housingAllowance') : 0,
      housing: answers.benefits.housing,
      employerPays: answers.benefits.employerPays,
      educationAllowance: money('educationAllowance'),
      healthcareType: answers.benefits.healthcareType,
      carProvided: answers.benefits.carProvided,
      annualFlights: answers.benefits.annualFlights,
    },
    financials: {
      grossSalary: money('grossSalary'),
      basicSalary: answers.amounts.basicSalary.digits === '' ? null : money('basicSalary'),
      contractYears: answers.contractYears,
      existingDebts: money('existingDebts'),
      savingsGoal: money('savingsGoal'),
    },
  };
}

export type MonthlyExpenseEdits = Partial<Record<ExpenseCategoryName, number>>;

/** The user's expense edits as monthly numbers. */
export function monthlyExpenseEdits(edits: ResultsAdjustments['expenseEdits']): MonthlyExpenseEdits {
  const monthly: MonthlyExpenseEdits = {};
  for (const [category, typed] of Object.entries(edits) as [ExpenseCategoryName, (typeof edits)[ExpenseCategoryName]][]) {
    if (typed) monthly[category] = monthlyOf(typed);
  }
  return monthly;
}

/** The optional costs as the core reads them: monthly amounts. */
export function monthlyOptionalCosts(items: ResultsAdjustments['optionalCosts']): OptionalCostItem[] {
  return items.map((item) => ({ id: item.id, name: item.name, amount: monthlyOf(item) }));
}

/** The estimate with the user's (monthly) edits applied and percentages recomputed. */
function applyExpenseEdits(estimate: readonly ExpenseCategory[], edits: MonthlyExpenseEdits): ExpenseCategory[] {
  return withPercentages(estimate.map((c) => (edits[c.category] === undefined ? c : { ...c, amount: edits[c.category] ?? c.amount })));
}

/**
 * What the cash up front takes from the visitor's edits, said beside its lines (they carry no "Edited"
 * mark): the monthly rent an edited Housing implies, and whether an edited Education scales the school lines.
 */
export interface UpfrontFollows {
  rent: number | undefined;
  schools: boolean;
}

export interface ResultsModel {
  input: OfferInput;
  costSource: ResolvedCostRecord;
  estimate: ExpenseCategory[];
  expenses: ExpenseCategory[];
  /** The expense edits, monthly. */
  expenseEdits: MonthlyExpenseEdits;
  evaluation: OfferEvaluation;
  tips: Tip[];
  cityComparison: CityComparisonRow[];
  /** The cash needed before the first salary, with the user's line edits; one-off, local currency. */
  upfront: UpfrontCash;
  coverage: UpfrontCoverage;
  upfrontFollows: UpfrontFollows;
  /** The contract year by year; year 1 is `evaluation`. */
  projection: ContractYear[];
  verdictChange: VerdictChange | undefined;
  /** When the contract's surpluses make back the cash up front; null when none is needed. */
  payback: MovePayback | null;
  /** The local rules the later years apply (the rent rule is replaced by a typed rise). */
  rentRule: YearlyRiseRule;
  feeRule: YearlyRiseRule;
  /** What to ask for below Comfortable; absent when there is nothing to ask (and so is the panel). */
  brief: NegotiationBrief | undefined;
}

/** The relocation allowance as typed (one-off, local currency). */
function relocationAllowanceOf(answers: CalculatorAnswers): number {
  const digits = digitsOnly(answers.relocationAllowance);
  return digits === '' ? 0 : Number(digits);
}

/**
 * The results for the state, with the core's prose (tips, cash lines, the year-by-year changes) in
 * `language`; figures and keys do not depend on it. The PDF report builds its own, in the report's language.
 * The contract is taken to start in the month the results are opened (`contractStart`, "2026-11"):
 * Riyadh's rent freeze reaches a different contract year depending on it.
 */
export function buildResultsModel(
  state: CalculatorState,
  language: Language = 'en',
  contractStart: string = yearMonthOf(new Date()),
): ResultsModel | null {
  const input = toOfferInput(state.answers);
  if (!input) return null;
  const costSource = costRecord(input.location);
  const typedPackage = state.adjustments.packageOverride;
  const packageOverride = typedPackage ? monthlyOf(typedPackage) : null;
  // The typed package reaches the breakdown too: Bahrain's 1% is a share of it.
  const estimate = estimateExpenses(input, costSource, packageOverride);
  const expenseEdits = monthlyExpenseEdits(state.adjustments.expenseEdits);
  const expenses = applyExpenseEdits(estimate, expenseEdits);
  const evaluationOptions = {
    expenses,
    optionalCosts: monthlyOptionalCosts(state.adjustments.optionalCosts),
    packageOverride,
  };
  const evaluation = evaluateOffer(input, evaluationOptions);
  const { adjustments } = state;
  // An edited Housing is the rent the household will pay: the cash up front and the later years follow it.
  const monthlyRent = editedMonthlyRent(input, expenses);
  // An edited Education is what the schools will cost: their first payments and the rises follow it.
  const schoolFeeScale = editedSchoolFeeScale(expenses);
  const upfront = upfrontCash(input, {
    uaeCheques: adjustments.uaeCheques,
    ksaRentPeriod: adjustments.ksaRentPeriod,
    relocationAllowance: relocationAllowanceOf(state.answers),
    lineEdits: adjustments.cashEdits,
    packageOverride: evaluationOptions.packageOverride,
    monthlyRent,
    schoolFeeScale,
  });
  const projection = projectContract(input, {
    years: state.answers.contractYears,
    salaryIncreasePercent: percentOf(adjustments.salaryIncrease),
    rentIncreasePercent: percentOf(adjustments.rentIncrease),
    evaluation: evaluationOptions,
    monthlyRent,
    schoolFeeScale,
    contractStart,
  });
  const coverage = upfrontCoverage(upfront, evaluation.surplus);
  return {
    input,
    costSource,
    estimate,
    expenses,
    expenseEdits,
    evaluation,
    tips: selectTips(
      input,
      evaluation,
      expenses,
      { net: upfront.net, fromSavings: coverage.fromSavings, relocationAllowance: upfront.relocationAllowance },
      contractStart,
    ),
    cityComparison: compareCities(input.location.country, input.location.city),
    upfront,
    coverage,
    upfrontFollows: { rent: monthlyRent, schools: schoolFeeScale !== undefined && schoolFeeScale > 0 },
    projection,
    verdictChange: firstVerdictChange(projection),
    payback: movePayback(projection, upfront.net),
    rentRule: rentRiseRuleFor(input.location, contractStart),
    feeRule: schoolFeeRiseRuleFor(input.location),
    brief: negotiationBrief(input, evaluation, expenses, language),
  };
}
