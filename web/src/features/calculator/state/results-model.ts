// Everything the results screen shows, derived from the state through the core.
import {
  compareCities,
  convertPeriod,
  costRecord,
  estimateExpenses,
  evaluateOffer,
  selectTips,
  withPercentages,
  type AdultCount,
  type CityComparisonRow,
  type ExpenseCategory,
  type OfferEvaluation,
  type OfferInput,
  type ResolvedCostRecord,
  type Tip,
} from '../../../../../core/src/index.ts';
import { amountOf, type CalculatorAnswers, type CalculatorState, type ResultsAdjustments } from './calculator-state.ts';

/** A typed amount as a monthly number (annual entries are divided by 12 and rounded). */
export function monthlyAmount(answers: CalculatorAnswers, value: string): number {
  return convertPeriod(amountOf(value), answers.salaryPeriod, 'monthly');
}

/** The answers as the core's input, or null before a country is chosen. */
export function toOfferInput(answers: CalculatorAnswers): OfferInput | null {
  const { country, city, district } = answers.location;
  if (!country) return null;
  const money = (field: keyof CalculatorAnswers['amounts']) => monthlyAmount(answers, answers.amounts[field]);
  return {
    location: { country, city: city || null, district: district || null },
    household: {
      adults: Number(answers.household.adults) as AdultCount,
      children: answers.household.children.filter((c) => c.age !== '').map((c) => ({ age: c.age as Exclude<typeof c.age, ''>, curriculum: c.curriculum || null })),
      domesticHelp: answers.household.domesticHelp,
    },
    benefits: {
      housingAllowance: money('housingAllowance'),
      educationAllowance: money('educationAllowance'),
      healthcareType: answers.benefits.healthcareType,
      carProvided: answers.benefits.carProvided,
      annualFlights: answers.benefits.annualFlights,
    },
    financials: { grossSalary: money('grossSalary'), existingDebts: money('existingDebts'), savingsGoal: money('savingsGoal') },
  };
}

/** The estimate with the user's edits applied and percentages recomputed. */
export function applyExpenseEdits(estimate: readonly ExpenseCategory[], edits: ResultsAdjustments['expenseEdits']): ExpenseCategory[] {
  return withPercentages(estimate.map((c) => (edits[c.category] === undefined ? c : { ...c, amount: edits[c.category] ?? c.amount })));
}

export interface ResultsModel {
  input: OfferInput;
  costSource: ResolvedCostRecord;
  estimate: ExpenseCategory[];
  expenses: ExpenseCategory[];
  evaluation: OfferEvaluation;
  tips: Tip[];
  cityComparison: CityComparisonRow[];
}

export function buildResultsModel(state: CalculatorState): ResultsModel | null {
  const input = toOfferInput(state.answers);
  if (!input) return null;
  const costSource = costRecord(input.location);
  const estimate = estimateExpenses(input, costSource);
  const expenses = applyExpenseEdits(estimate, state.adjustments.expenseEdits);
  const evaluation = evaluateOffer(input, { expenses, optionalCosts: state.adjustments.optionalCosts, packageOverride: state.adjustments.packageOverride });
  return {
    input,
    costSource,
    estimate,
    expenses,
    evaluation,
    tips: selectTips(input, evaluation, expenses),
    cityComparison: compareCities(input.location.country, input.location.city),
  };
}
