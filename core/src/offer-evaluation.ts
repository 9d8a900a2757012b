// Totals and the verdict for an offer (spec section 9, "Totals"). Monthly, local currency.
import { estimateExpenses, type ExpenseCategory } from './cost-model.ts';
import type { OfferInput } from './offer-input.ts';
import type { OptionalCostItem } from './optional-costs.ts';
import { verdictFor, type Verdict } from './verdict.ts';

export interface EvaluateOptions {
  /** The breakdown as shown, including the user's edits; estimated from the input when absent. */
  expenses?: readonly Pick<ExpenseCategory, 'amount'>[] | undefined;
  optionalCosts?: readonly Pick<OptionalCostItem, 'amount'>[] | undefined;
  /** A package typed on the results screen replaces salary + housing allowance. */
  packageOverride?: number | null | undefined;
}

export interface OfferEvaluation {
  packageAmount: number;
  /** Categories plus optional costs. */
  totalExpenses: number;
  optionalCostsTotal: number;
  debts: number;
  surplus: number;
  /** Surplus as a percentage of the package, one decimal; null when the package is 0 ("No Savings"). */
  savingsRate: number | null;
  verdict: Verdict;
  savingsGoal: { goal: number; achievable: boolean; /** surplus − goal: spare when ≥ 0, shortfall when < 0 */ difference: number };
  /** What keeps 20% of the package after expenses: expenses / 0.8, rounded up (spec section 9). */
  recommendedMinimumPackage: number;
  /** The same target once debt payments are counted too: (expenses + debts) / 0.8, rounded up. */
  recommendedPackageWithDebts: number;
}

// Dividing by 0.8 is multiplying by 5/4; done in integers so whole amounts never round up by a float error.
const dividedByPointEight = (amount: number) => Math.ceil((amount * 5) / 4);

/** Package = gross salary + housing allowance, unless overridden on the results screen. */
export function packageAmountFor(input: OfferInput, packageOverride?: number | null): number {
  if (packageOverride !== undefined && packageOverride !== null) return packageOverride;
  return input.financials.grossSalary + input.benefits.housingAllowance;
}

export function evaluateOffer(input: OfferInput, options: EvaluateOptions = {}): OfferEvaluation {
  const expenses = options.expenses ?? estimateExpenses(input);
  const categoriesTotal = expenses.reduce((sum, c) => sum + c.amount, 0);
  const optionalCostsTotal = (options.optionalCosts ?? []).reduce((sum, c) => sum + c.amount, 0);
  const totalExpenses = categoriesTotal + optionalCostsTotal;
  const packageAmount = packageAmountFor(input, options.packageOverride);
  const debts = input.financials.existingDebts;
  const surplus = packageAmount - totalExpenses - debts;
  // Rounded before the verdict is read, so the rate shown and the verdict always agree.
  const savingsRate = packageAmount > 0 ? Math.round((surplus / packageAmount) * 1000) / 10 : null;
  const goal = input.financials.savingsGoal;
  return {
    packageAmount,
    totalExpenses,
    optionalCostsTotal,
    debts,
    surplus,
    savingsRate,
    verdict: verdictFor(savingsRate),
    savingsGoal: { goal, achievable: surplus >= goal, difference: surplus - goal },
    recommendedMinimumPackage: dividedByPointEight(totalExpenses),
    recommendedPackageWithDebts: dividedByPointEight(totalExpenses + debts),
  };
}
