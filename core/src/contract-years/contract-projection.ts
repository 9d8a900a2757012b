// The contract, year by year (issue 10): what renewal does to an offer. Year 1 is today's
// evaluation; each later year applies the local rent rule, the school-fee rule, each child moving up
// an age band, a yearly salary increase and the end-of-service benefit earned so far. Monthly,
// local currency, like the rest of the core.
//
// Only rent, school fees (with the rule costs tied to them: rent-linked municipality fees and Saudi
// VAT on tuition) and pay move. Everything else is held at today's estimate: no general inflation
// is assumed, and a child who finishes school keeps their other costs (food, health cover, permits).
//
// Rules and their FigureSources are built once at module load; a projection only multiplies,
// rounds and formats a few sentences (bench/core.bench.ts holds it to 20,000 five-year projections
// a second).
import type { CountryCode } from '../countries/index.ts';
import { educationAllowanceCover, estimateExpenses, housingUnitFor, monthlySchoolFeeAed } from '../cost-model/index.ts';
import { costRecord } from '../places/index.ts';
import { aedToLocalFactor, formatMoney, formatMoneyArabic } from '../money/index.ts';
import { currencyFor } from '../countries/index.ts';
import { endOfServiceBenefit, ruleCosts } from '../country-rules/index.ts';
import { packageAmountFor } from '../package/index.ts';
import { householdSize, type AgeBand } from '../household/index.ts';
import type { Language } from '../language/index.ts';
import { evaluateOffer, type EvaluateOptions, type Verdict, verdictFor } from '../verdict/index.ts';
import type { ChildInput, OfferInput } from '../household/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { ageBandAfter, bandStartName, childStage } from './age-bands.ts';
import { rentRiseRuleFor } from './rent-rise-rules.ts';
import { schoolFeeRiseRuleFor } from './school-fee-rise-rules.ts';
import { arabicChildChange, largestBy, sameFeeStageChange, type Change } from './year-changes.ts';

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
  /** What changed this year, in plain words; empty for year 1 and for years nothing moves. */
  changes: string[];
  /** The change that raised costs most this year, as a clause ("Child 1 starts Grade 6 and their fees rise by AED 9,000"); null when none did. */
  cause: string | null;
  /** The change that eased the budget most this year (a salary rise, a child finishing school), as a clause; null when none did. */
  easing: string | null;
}

/** A yearly rise: `percent` in `firstYear` and every `everyYears` after it. */
export interface YearlyRiseRule {
  percent: number;
  firstYear: number;
  everyYears: number;
  /** The rule in plain words for a reader. */
  rule: string;
  source: FigureSource;
}

export const maxProjectionYears = 10;

const percentIn = (rule: Pick<YearlyRiseRule, 'percent' | 'firstYear' | 'everyYears'>, year: number) =>
  year >= rule.firstYear && (year - rule.firstYear) % rule.everyYears === 0 ? rule.percent : 0;

// ---- The projection ------------------------------------------------------------------------------

const rateOf = (amount: number, packageAmount: number) => (packageAmount > 0 ? Math.round((amount / packageAmount) * 1000) / 10 : null);
const percentLabel = (percent: number) => `${Number(percent.toFixed(2))}%`;

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

/** One child's monthly fee in a band at a price level (1 in year 1), local currency; 0 once out of school. */
function childFee(child: ChildInput, band: AgeBand | null, factor: number, priceLevel: number): number {
  if (band === null) return 0;
  return Math.round(monthlySchoolFeeAed({ age: band, curriculum: child.curriculum ?? null }) * factor * priceLevel);
}

/**
 * The contract year by year: year 1 is `evaluateOffer(input)`; later years apply the local rent and
 * school-fee rules, children moving up a band, the salary increase and the benefit earned so far.
 * `changes` and `cause` are written in `language` (English unless asked); the figures do not depend on it.
 */
export function projectContract(input: OfferInput, options: ContractProjectionOptions, language: Language = 'en'): ContractYear[] {
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
  const arabic = language === 'ar';
  const money = arabic ? (amount: number) => formatMoneyArabic(amount, country) : (amount: number) => formatMoney(amount, country);

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
        const rises = next > gross;
        const verb = rises ? 'rises' : 'falls';
        const arabicVerb = rises ? 'يرتفع' : 'ينخفض';
        changes.push({
          text: arabic
            ? `${arabicVerb} الراتب ${percentLabel(Math.abs(salaryPercent))} إلى ${money(next)} شهريًا`
            : `Salary ${verb} ${percentLabel(Math.abs(salaryPercent))} to ${money(next)} a month`,
          clause: arabic ? `${arabicVerb} الراتب إلى ${money(next)} شهريًا` : `the salary ${verb} to ${money(next)} a month`,
          costRise: gross - next,
        });
        gross = next;
      }
    }

    const rentPercent = rentRule ? percentIn(rentRule, year) : (options.rentIncreasePercent ?? 0);
    if (rent > 0 && rentPercent !== 0) {
      const next = Math.max(0, Math.round(rent * (1 + rentPercent / 100)));
      const rises = next >= rent;
      const text = arabic
        ? `${rises ? 'يرتفع' : 'ينخفض'} الإيجار ${percentLabel(Math.abs(rentPercent))} إلى ${money(next * 12)} سنويًا`
        : `Rent ${rises ? 'rises' : 'falls'} ${percentLabel(Math.abs(rentPercent))} to ${money(next * 12)} a year`;
      changes.push({ text, clause: text, costRise: next - rent });
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
        changes.push(sameFeeStageChange(i + 1, child, after, arabic));
        return;
      }
      if (arabic) {
        changes.push(arabicChildChange(i + 1, child, after, change, money));
        return;
      }
      const name = `Child ${i + 1}`;
      if (after === null) {
        changes.push({
          text: `${name} finishes Grade 12: school fees of ${money(-change)} a year stop`,
          clause: `${name} finishes school`,
          costRise: change / 12,
        });
        return;
      }
      const stage = bandStartName[after];
      const verb = change >= 0 ? 'rise' : 'fall';
      changes.push({
        text: `${name} starts ${childStage(child, after)}: fees ${verb} by ${money(Math.abs(change))} a year`,
        clause: `${name} starts ${stage} and their fees ${verb} by ${money(Math.abs(change))}`,
        costRise: change / 12,
      });
    });
    if (feePercent !== 0 && sameBandRise !== 0) {
      const text = arabic ? `ترتفع الرسوم المدرسية ${percentLabel(feePercent)}` : `School fees rise ${percentLabel(feePercent)}`;
      changes.push({
        text,
        clause: arabic ? text : `school fees rise ${percentLabel(feePercent)}`,
        costRise: sameBandRise,
      });
    }
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
