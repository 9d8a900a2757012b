// Totals and the verdict for an offer (spec section 9, "Totals"). Monthly, local currency.
import { estimateExpenses, type ExpenseCategory } from '../cost-model/index.ts';
import type { BasicSalary } from '../package/index.ts';
import {
  endOfServiceBenefit,
  type EndOfServiceBenefit,
  familySponsorship,
  type FamilySponsorship,
  familySponsorshipNote,
} from '../country-rules/index.ts';
import type { OfferInput, OptionalCostItem } from '../household/index.ts';
import type { Message } from '../language/index.ts';
import { basicSalaryOf, packageAmountFor } from '../package/index.ts';
import { employeeChargeOnPay, targetPackage } from './target-package.ts';
import { verdictFor, type Verdict } from './verdict.ts';

/** Contract length when none is given (1-10 years, default 2). */
export const defaultContractYears = 2;

/** The package decoded: shown beside the verdict, never mixed into it. */
export interface DecodedPackage {
  /** A second adult or children: the family check applies. */
  hasFamily: boolean;
  basic: BasicSalary;
  years: number;
  /** The end-of-service benefit for a contract completed. */
  gratuity: EndOfServiceBenefit;
  /** What resigning at the end of the same years pays, when the law pays less than completion; else null. */
  gratuityIfResigned: EndOfServiceBenefit | null;
  /** What the family check says where the country publishes no threshold (Saudi Arabia); absent elsewhere. */
  familyNote: Message | undefined;
}

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
  /**
   * What keeps 20% of the package after expenses: expenses / 0.8, rounded up (spec section 9), with
   * any charge on pay (Bahrain's 1%) counted at the target rather than at today's package.
   */
  recommendedMinimumPackage: number;
  /** The same target once debt payments are counted too: (expenses + debts) / 0.8, rounded up, the same way. */
  recommendedPackageWithDebts: number;
  /** How much more the charges on pay come to at `recommendedPackageWithDebts` than today: 0 outside Bahrain. */
  targetPayChargeRise: number;
  decoded: DecodedPackage;
  /** The end-of-service benefit for the contract completed (same as `decoded.gratuity`). */
  gratuity: EndOfServiceBenefit;
  /** (Surplus + the benefit's monthly accrual) / package, one decimal; null when the package is 0. */
  savingsRateWithGratuity: number | null;
  /** The family-visa salary check; undefined where the country publishes no threshold. */
  familySponsorship: FamilySponsorship | undefined;
}

const rateOf = (amount: number, packageAmount: number) => (packageAmount > 0 ? Math.round((amount / packageAmount) * 1000) / 10 : null);

function decode(
  input: OfferInput,
  packageAmount: number,
  packageOverride: number | null | undefined,
): { decoded: DecodedPackage; family: FamilySponsorship | undefined } {
  const { country } = input.location;
  const years = input.financials.contractYears ?? defaultContractYears;
  const basic = basicSalaryOf(input, packageOverride);
  // Where the law's wage includes allowances (Bahrain's SIO wage), the whole package is the wage.
  const gratuity = endOfServiceBenefit({
    country,
    basicMonthly: basic.basicMonthly,
    years,
    wageMonthly: packageAmount,
    leaving: 'completed',
  });
  const resigned = endOfServiceBenefit({
    country,
    basicMonthly: basic.basicMonthly,
    years,
    wageMonthly: packageAmount,
    leaving: 'resigned',
  });
  const hasFamily = input.household.adults > 1 || input.household.children.length > 0;
  const family = hasFamily
    ? familySponsorship({
        country,
        packageMonthly: packageAmount,
        employerHousing: input.benefits.housing === 'provided',
        // Bahrain's minimum is on net income: the package less the charges on pay at that package.
        deductionsAt: (monthly) => employeeChargeOnPay(input, monthly, basic.basicMonthly),
      })
    : undefined;
  const decoded: DecodedPackage = {
    hasFamily,
    basic,
    years,
    gratuity,
    gratuityIfResigned: resigned.amount < gratuity.amount ? resigned : null,
    familyNote: familySponsorshipNote(country),
  };
  return { decoded, family };
}

export function evaluateOffer(input: OfferInput, options: EvaluateOptions = {}): OfferEvaluation {
  const expenses = options.expenses ?? estimateExpenses(input, undefined, options.packageOverride);
  const categoriesTotal = expenses.reduce((sum, c) => sum + c.amount, 0);
  const optionalCostsTotal = (options.optionalCosts ?? []).reduce((sum, c) => sum + c.amount, 0);
  const totalExpenses = categoriesTotal + optionalCostsTotal;
  const packageAmount = packageAmountFor(input, options.packageOverride);
  const debts = input.financials.existingDebts;
  const surplus = packageAmount - totalExpenses - debts;
  // Rounded before the verdict is read, so the rate shown and the verdict always agree.
  const savingsRate = rateOf(surplus, packageAmount);
  const goal = input.financials.savingsGoal;
  const { decoded, family } = decode(input, packageAmount, options.packageOverride);
  // The targets take a rise as allowance: the basic, and with it the UAE's premium band, stays.
  const target = (costs: number) => targetPackage(input, costs, packageAmount, () => decoded.basic.basicMonthly);
  const withDebts = target(totalExpenses + debts);
  return {
    packageAmount,
    totalExpenses,
    optionalCostsTotal,
    debts,
    surplus,
    savingsRate,
    verdict: verdictFor(savingsRate),
    savingsGoal: { goal, achievable: surplus >= goal, difference: surplus - goal },
    recommendedMinimumPackage: target(totalExpenses).package,
    recommendedPackageWithDebts: withDebts.package,
    targetPayChargeRise: withDebts.chargeRise,
    decoded,
    gratuity: decoded.gratuity,
    savingsRateWithGratuity: rateOf(surplus + decoded.gratuity.monthlyAccrual, packageAmount),
    familySponsorship: family,
  };
}
