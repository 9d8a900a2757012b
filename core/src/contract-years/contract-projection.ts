// The contract, year by year: what renewal does to an offer. Year 1 is today's
// evaluation; each later year applies the local rent rule, the school-fee rule, each child moving up
// an age band, a yearly salary increase and the end-of-service benefit earned so far. Monthly,
// local currency, like the rest of the core.
//
// Only rent, school fees (with the rule costs tied to them: rent-linked municipality fees and Saudi
// VAT on tuition) and pay move. Everything else is held at today's estimate: no general inflation
// is assumed, and a child who finishes school keeps their other costs (food, health cover, permits).
//
// Rules and their FigureSources are built once at module load; a projection only multiplies,
// rounds and names its changes as messages (bench/core.bench.ts holds it to 20,000 five-year
// projections a second).
import type { CountryCode } from '../countries/index.ts';
import { educationAllowanceCover, estimateExpenses, housingUnitFor } from '../cost-model/index.ts';
import { costRecord } from '../places/index.ts';
import { aedToLocalFactor } from '../money/index.ts';
import { currencyFor } from '../countries/index.ts';
import { endOfServiceBenefit, ruleCosts } from '../country-rules/index.ts';
import { packageAmountFor } from '../package/index.ts';
import { householdSize, type AgeBand } from '../household/index.ts';
import type { Message } from '../language/index.ts';
import { evaluateOffer, type EvaluateOptions, type Verdict, verdictFor } from '../verdict/index.ts';
import type { ChildInput, OfferInput } from '../household/index.ts';
import { ageBandAfter } from './age-bands.ts';
import type { ContractYearsMessageId } from './messages.ts';
import { rentRiseRuleFor } from './rent-rise-rules.ts';
import { schoolFeeRiseRuleFor } from './school-fee-rise-rules.ts';
import { percentIn } from './yearly-rise.ts';
import {
  childChange,
  childFee,
  feeRiseChange,
  largestBy,
  rentChange,
  salaryChange,
  sameFeeStageChange,
  type Change,
} from './year-changes.ts';

export interface ContractProjectionOptions {
  /** Contract years to project, a whole number from 1 to 10. */
  years: number;
  /** Yearly rise of the gross salary in percent (default 0). The housing allowance stays as agreed. */
  salaryIncreasePercent?: number | undefined;
  /** Yearly rent rise in percent, replacing the local rule from year 2 on. */
  rentIncreasePercent?: number | undefined;
  /**
   * What the results screen evaluates with (edited categories, optional costs, a typed package), so
   * year 1 equals the screen; later years move from it by the same rent, fee and pay changes.
   */
  evaluation?: Pick<EvaluateOptions, 'expenses' | 'optionalCosts' | 'packageOverride'> | undefined;
  /** The monthly rent the visitor's edited Housing implies (edited-rent.ts): year 2's rise starts from it. */
  monthlyRent?: number | undefined;
  /** The share of the model's school fees an edited Education keeps (edited-school-fees.ts): the rises and stage changes apply to it. */
  schoolFeeScale?: number | undefined;
  /** The month the contract starts, "2026-11" (Riyadh's rent freeze depends on it); the data's month when absent. */
  contractStart?: string | undefined;
}

export interface ContractYear {
  year: number;
  /** Monthly package that year. */
  packageAmount: number;
  /** Monthly expenses that year (the estimate with that year's rent and school fees). */
  totalExpenses: number;
  surplus: number;
  /** Surplus ÷ package in percent, one decimal; null when the package is 0. */
  savingsRate: number | null;
  verdict: Verdict;
  /** End-of-service benefit for the contract completed at the end of this year, local currency. */
  gratuityAccrued: number;
  /** Sum of the monthly surpluses of years 1 to this one, × 12. */
  cumulativeSavings: number;
  /** What changed this year, as messages; empty for year 1 and for years nothing moves. */
  changes: Message<ContractYearsMessageId>[];
  /** The change that raised costs most this year, as a clause ("Child 1 starts Grade 6 and their fees rise by AED 9,000"); null when none did. */
  cause: Message<ContractYearsMessageId> | null;
  /** The change that eased the budget most this year (a salary rise, a child finishing school), as a clause; null when none did. */
  easing: Message<ContractYearsMessageId> | null;
}

export const maxProjectionYears = 10;

// ---- The projection ------------------------------------------------------------------------------

const rateOf = (amount: number, packageAmount: number) => (packageAmount > 0 ? Math.round((amount / packageAmount) * 1000) / 10 : null);

interface Household {
  country: CountryCode;
  city: string | null;
  children: readonly ChildInput[];
  factor: number;
  educationAllowance: number;
  employerPays: OfferInput['benefits']['employerPays'];
}

/** Rent, fees and the rule costs tied to them, monthly: the part of the expenses the projection moves. */
function movingCosts(household: Household, rent: number, fees: readonly number[], wage: number, basic: number): number {
  const totalFees = fees.reduce((sum, fee) => sum + fee, 0);
  // No dependants: only the rent-linked fee and VAT on tuition come back, as estimateExpenses adds them.
  const rules = ruleCosts({
    country: household.country,
    city: household.city,
    dependants: { adults: 0, children: 0 },
    annualRent: rent * 12,
    annualSchoolFees: totalFees * 12,
    healthcareType: 'premium',
    monthlyWage: wage,
    monthlyBasic: basic,
  });
  let ruleTotal = 0;
  let schoolRules = 0;
  for (const cost of rules) {
    const paid = cost.employerOftenPays && household.employerPays?.[cost.key] === true;
    if (paid) continue;
    ruleTotal += cost.monthly;
    if (cost.category === 'Education') schoolRules += cost.monthly;
  }
  const covered = educationAllowanceCover(household.educationAllowance, totalFees + schoolRules);
  return rent + totalFees - covered + ruleTotal;
}

/**
 * The contract year by year: year 1 is `evaluateOffer(input)`; later years apply the local rent and
 * school-fee rules, children moving up a band, the salary increase and the benefit earned so far.
 */
export function projectContract(input: OfferInput, options: ContractProjectionOptions): ContractYear[] {
  const { years } = options;
  if (!Number.isInteger(years) || years < 1 || years > maxProjectionYears)
    throw new RangeError(`years must be a whole number from 1 to ${maxProjectionYears}, got ${years}`);
  const salaryPercent = options.salaryIncreasePercent ?? 0;
  const { location } = input;
  const { country } = location;
  const figures = costRecord(location);
  // Estimated once and handed to evaluateOffer: the same breakdown evaluateOffer(input) makes.
  const packageOverride = options.evaluation?.packageOverride;
  const first = evaluateOffer(input, {
    ...options.evaluation,
    expenses: options.evaluation?.expenses ?? estimateExpenses(input, figures, packageOverride),
  });

  const { children } = input.household;
  const household: Household = {
    country,
    city: location.city ?? null,
    children,
    factor: aedToLocalFactor(currencyFor(country)),
    educationAllowance: input.benefits.educationAllowance,
    employerPays: input.benefits.employerPays,
  };
  const rentRule = options.rentIncreasePercent === undefined ? rentRiseRuleFor(location, options.contractStart) : undefined;
  const feeRule = schoolFeeRiseRuleFor(location);
  const providedHome = input.benefits.housing === 'provided';
  let rent = providedHome
    ? 0
    : (options.monthlyRent ?? Math.round(figures.rent1BR * housingUnitFor(householdSize(input.household.adults, children.length)).factor));
  let bands: (AgeBand | null)[] = children.map((child) => child.age);
  // An edited Education scales every fee from year 1 on, so each rise is a share of what is paid.
  let priceLevel = options.schoolFeeScale ?? 1;
  let fees = children.map((child, i) => childFee(child, bands[i] ?? null, household.factor, priceLevel));
  // The wage and basic the rules read (the employee's unemployment insurance) are the ones the
  // breakdown used, the typed package when there is one; each later year moves them by that year's raise.
  const gross1 = input.financials.grossSalary;
  const basic1 = first.decoded.basic.basicMonthly;
  const wage1 = packageAmountFor(input, packageOverride);
  const basicIn = (gross: number) => (gross1 > 0 ? Math.round((basic1 * gross) / gross1) : basic1);
  const firstMoving = movingCosts(household, rent, fees, wage1, basic1);

  let gross = gross1;
  let cumulativeSavings = first.surplus * 12;
  const projection: ContractYear[] = [
    {
      year: 1,
      packageAmount: first.packageAmount,
      totalExpenses: first.totalExpenses,
      surplus: first.surplus,
      savingsRate: first.savingsRate,
      verdict: first.verdict,
      gratuityAccrued: endOfServiceBenefit({
        country,
        basicMonthly: basic1,
        years: 1,
        wageMonthly: first.packageAmount,
        leaving: 'completed',
      }).amount,
      cumulativeSavings,
      changes: [],
      cause: null,
      easing: null,
    },
  ];

  for (let year = 2; year <= years; year++) {
    const changes: Change[] = [];

    if (salaryPercent !== 0) {
      const next = Math.round(gross * (1 + salaryPercent / 100));
      if (next !== gross) {
        changes.push(salaryChange(gross, next, salaryPercent, country));
        gross = next;
      }
    }

    const rentPercent = rentRule ? percentIn(rentRule, year) : (options.rentIncreasePercent ?? 0);
    if (rent > 0 && rentPercent !== 0) {
      const next = Math.max(0, Math.round(rent * (1 + rentPercent / 100)));
      changes.push(rentChange(rent, next, rentPercent, country));
      rent = next;
    }

    const feePercent = percentIn(feeRule, year);
    priceLevel *= 1 + feePercent / 100;
    const nextBands = children.map((child) => ageBandAfter(child.age, year - 1));
    const nextFees = children.map((child, i) => childFee(child, nextBands[i] ?? null, household.factor, priceLevel));
    let sameBandRise = 0;
    children.forEach((child, i) => {
      const before = bands[i] ?? null;
      const after = nextBands[i] ?? null;
      const change = ((nextFees[i] ?? 0) - (fees[i] ?? 0)) * 12;
      // No fee before or after (Education edited to 0): nothing changes to tell.
      if ((fees[i] ?? 0) === 0 && (nextFees[i] ?? 0) === 0) return;
      if (before === after) {
        sameBandRise += change / 12;
        return;
      }
      // Without a curriculum every school stage has the same typical fee: the child moves up, the fee
      // does not, and only this year's price rise (if any) changes it ("fees rise by QAR 0" was untrue-looking).
      if (before !== null && after !== null && childFee(child, before, household.factor, priceLevel) === nextFees[i]) {
        sameBandRise += change / 12;
        changes.push(sameFeeStageChange(i + 1, child, after));
        return;
      }
      changes.push(childChange(i + 1, child, after, change, country));
    });
    if (feePercent !== 0 && sameBandRise !== 0) changes.push(feeRiseChange(feePercent, sameBandRise));
    bands = nextBands;
    fees = nextFees;

    const packageAmount = first.packageAmount + (gross - gross1);
    const basicMonthly = basicIn(gross);
    const totalExpenses = first.totalExpenses + movingCosts(household, rent, fees, wage1 + (gross - gross1), basicMonthly) - firstMoving;
    const surplus = packageAmount - totalExpenses - first.debts;
    const savingsRate = rateOf(surplus, packageAmount);
    cumulativeSavings += surplus * 12;
    const cause = largestBy(changes, (change) => change.costRise);
    const easing = largestBy(changes, (change) => -change.costRise);
    projection.push({
      year,
      packageAmount,
      totalExpenses,
      surplus,
      savingsRate,
      verdict: verdictFor(savingsRate),
      gratuityAccrued: endOfServiceBenefit({ country, basicMonthly, years: year, wageMonthly: packageAmount, leaving: 'completed' }).amount,
      cumulativeSavings,
      changes: changes.map((change) => change.text),
      cause: cause ? cause.clause : null,
      easing: easing ? easing.clause : null,
    });
  }
  return projection;
}
