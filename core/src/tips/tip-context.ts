// The shape of a tip and what a tip's condition can read about an offer.
import { fromAed } from '../money/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { currencyFor } from '../countries/index.ts';
import { rentRiseRuleFor } from '../contract-years/index.ts';
import type { YearlyRiseRule } from '../contract-years/index.ts';
import { costRecord, countryCostData } from '../places/index.ts';
import { type ExpenseCategory, type ExpenseCategoryName, housingUnitFor, uncoveredTravellers } from '../cost-model/index.ts';
import type { OfferInput, RuleCostKey } from '../household/index.ts';
import { householdSize } from '../household/index.ts';
import { type Message, money, type MoneyValue } from '../language/index.ts';
import { defaultContractYears, type OfferEvaluation } from '../verdict/index.ts';
import type { TipsMessageId } from './messages.ts';

export const tipPriorities = ['high', 'medium', 'low'] as const;
export type TipPriority = (typeof tipPriorities)[number];

export type TipCategory = 'housing' | 'schools' | 'transport' | 'healthcare' | 'negotiation' | 'savings' | 'country';
export type TipIcon = 'home' | 'school' | 'car' | 'health' | 'handshake' | 'piggy-bank' | 'globe' | 'alert' | 'plane' | 'users';

/** A tip as the results show it: its words are messages of locales/en.json and ar.json. */
export interface Tip {
  id: string;
  category: TipCategory;
  title: Message<TipsMessageId>;
  description: Message<TipsMessageId>;
  priority: TipPriority;
  icon: TipIcon;
}

/** What a tip's condition and text can read about the offer. */
export interface TipContext {
  input: OfferInput;
  evaluation: OfferEvaluation;
  expenses: readonly ExpenseCategory[];
  country: CountryCode;
  /** An amount of the offer's money, as a message value ("AED 18,300"; the currency after the amount in Arabic). */
  money: (amount: number) => MoneyValue;
  /**
   * An amount of the AED school fee table in this country's money, converted with the pegs as the
   * estimate converts it, so a Saudi family reads riyals, not dirhams: whole units, as money is shown;
   * `rough` rounds a figure quoted in words ("under 15,000") to two significant figures.
   */
  feeTableMoney: (amountAed: number, rough?: 'rough') => MoneyValue;
  /** Monthly amount of a category as shown (0 when absent). */
  categoryAmount: (name: ExpenseCategoryName) => number;
  /** Share of the package a monthly amount takes, in percent (0 when there is no package). */
  shareOfPackage: (amount: number) => number;
  schoolChildren: number;
  householdSize: number;
  /** People whose yearly trip home the employer does not pay for (the Travel line's trips). */
  uncoveredTravellers: number;
  /** The estimated monthly rent of the home this household needs here (studio to 3BR). */
  monthlyRent: number;
  /** The cash the move needs before the first salary, as the results show it; absent when not given. */
  upfront: TipUpfront | undefined;
  /** The place's rent rule for the contract's start month (the data's month when none is given). */
  rentRule: YearlyRiseRule;
}

/** The results' "Money you need up front": net of the relocation allowance, and what savings must add. */
export interface TipUpfront {
  net: number;
  fromSavings: number;
  relocationAllowance: number;
}

export interface TipDefinition {
  id: string;
  category: TipCategory;
  priority: TipPriority;
  icon: TipIcon;
  applies: (ctx: TipContext) => boolean;
  title: (ctx: TipContext) => Message<TipsMessageId>;
  description: (ctx: TipContext) => Message<TipsMessageId>;
}

export function buildTipContext(
  input: OfferInput,
  evaluation: OfferEvaluation,
  expenses: readonly ExpenseCategory[],
  upfront?: TipUpfront,
  contractStart?: string,
): TipContext {
  const country = input.location.country;
  const size = householdSize(input.household.adults, input.household.children.length);
  return {
    input,
    evaluation,
    expenses,
    country,
    money: (amount) => money(amount, country),
    feeTableMoney: (amountAed, rough) => {
      const local = fromAed(amountAed, currencyFor(country));
      return money(rough ? twoSignificantFigures(local) : Math.round(local), country);
    },
    categoryAmount: (name) => expenses.find((c) => c.category === name)?.amount ?? 0,
    shareOfPackage: (amount) => (evaluation.packageAmount > 0 ? (amount / evaluation.packageAmount) * 100 : 0),
    schoolChildren: input.household.children.filter((c) => c.age !== 'nursery').length,
    householdSize: size,
    uncoveredTravellers: uncoveredTravellers(input.benefits.annualFlights, size),
    monthlyRent: Math.round(costRecord(input.location).rent1BR * housingUnitFor(size).factor),
    upfront,
    rentRule: rentRiseRuleFor(input.location, contractStart),
  };
}

function twoSignificantFigures(amount: number): number {
  if (amount === 0) return 0;
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(amount))) - 1);
  return Math.round(amount / unit) * unit;
}

export const verdictState = (ctx: TipContext) => ctx.evaluation.verdict.state;
/** Not Viable or Surviving: the offer leaves too little to save. */
export const isStretched = (ctx: TipContext) => verdictState(ctx) === 'not-viable' || verdictState(ctx) === 'surviving';
export const hasDependants = (ctx: TipContext) => ctx.householdSize > 1;

/**
 * What a country rule's line of the breakdown costs the household a month, as shown (0 when the
 * employer pays it or the rule does not apply), so a tip quotes the line instead of working it out again.
 */
export function ruleLineAmount(ctx: TipContext, key: RuleCostKey): number {
  for (const category of ctx.expenses) for (const line of category.subItems) if (line.rule?.key === key) return line.amount;
  return 0;
}

/**
 * Where a UAE tenancy is registered: Ejari in Dubai, Tawtheeq in Abu Dhabi (by the landlord), Sharjah
 * Municipality's attestation (the landlord's duty under Sharjah Law 5/2024, Gulf News, September 2024),
 * the municipality's registry in the other emirates, and all of them named when no city is chosen
 * (research/renting.md).
 */
export function uaeTenancyRegistry(ctx: TipContext): 'Ejari' | 'Tawtheeq' | 'Sharjah' | 'municipality' | 'elsewhere' {
  const { city } = ctx.input.location;
  if (!city) return 'elsewhere';
  return city === 'Dubai' ? 'Ejari' : city === 'Abu Dhabi' ? 'Tawtheeq' : city === 'Sharjah' ? 'Sharjah' : 'municipality';
}

/**
 * Whose rule on a family's health cover applies in the UAE: the emirate's own in Dubai (the sponsor
 * insures) and Abu Dhabi (the employer insures a spouse and three children); the federal basic package
 * for the employee alone in the other emirates; all three told when no city is chosen.
 */
export function uaeEmirateRule(ctx: TipContext): 'dubai' | 'abu-dhabi' | 'other' | 'no-city' {
  const { city } = ctx.input.location;
  return city === 'Dubai' ? 'dubai' : city === 'Abu Dhabi' ? 'abu-dhabi' : city ? 'other' : 'no-city';
}

/**
 * Where schools' quality ratings are published for every private school: the UAE's regulators (KHDA,
 * ADEK) and Bahrain's BQA, which reviews each school about every three years and publishes the report
 * (bqa.gov.bh, Schools Reviews FAQ, read 2026-11-25). Elsewhere we found no such public ratings.
 */
export function schoolRatingsIn(ctx: TipContext): 'UAE' | 'Bahrain' | 'elsewhere' {
  const { country } = ctx.input.location;
  return country === 'UAE' || country === 'Bahrain' ? country : 'elsewhere';
}

/** The household finds and pays for its own home: the tips about rent, leases and districts apply. */
export function rentsItsHome(ctx: TipContext): boolean {
  return ctx.input.benefits.housing !== 'provided';
}

/**
 * The costs that come once or twice a year for this household, for the buffer tip: car registration
 * when it runs a car of its own (no company car), school uniforms and trips with a child past nursery, and rent
 * rises when it rents and the place's rule raises the rent within the contract (not during Sharjah's
 * three-year freeze on a two-year contract, nor in Kuwait, or in Riyadh before its freeze ends, where the projection keeps it).
 */
export function irregularCosts(ctx: TipContext): { car: boolean; school: boolean; rentRise: boolean } {
  const years = ctx.input.financials.contractYears ?? defaultContractYears;
  return {
    car: ctx.input.benefits.carProvided !== 'company',
    school: ctx.schoolChildren > 0,
    rentRise: rentsItsHome(ctx) && ctx.rentRule.percent > 0 && ctx.rentRule.firstYear <= years,
  };
}

/** The lowest and highest one-bedroom rent across a city's districts in our data, local currency a month. */
function cityRentSpread(country: CountryCode, city: string): { districts: number; min: number; max: number } | undefined {
  const rents = countryCostData(country)
    .cities.find((c) => c.name === city)
    ?.districts.map((d) => d.rent1BR);
  if (!rents || rents.length === 0) return undefined;
  return { districts: rents.length, min: Math.min(...rents), max: Math.max(...rents) };
}

/** An Omani city other than Muscat, with its rent spread and Muscat's; undefined for Muscat or the country. */
export function omanRentSpread(ctx: TipContext) {
  const { city } = ctx.input.location;
  if (ctx.country !== 'Oman' || !city || city === 'Muscat') return undefined;
  const here = cityRentSpread('Oman', city);
  const muscat = cityRentSpread('Oman', 'Muscat');
  return here && muscat ? { city, here, muscat } : undefined;
}

/** The cheapest district of the offer's city by 1BR rent, when it is cheaper than the one chosen. */
export function cheaperDistrict(ctx: TipContext): { name: string; saving: number } | undefined {
  const { country, city, district } = ctx.input.location;
  if (!city) return undefined;
  const cityData = countryCostData(country).cities.find((c) => c.name === city);
  if (!cityData) return undefined;
  const current = costRecord({ country, city, district }).rent1BR;
  const cheapest = [...cityData.districts].sort((a, b) => a.rent1BR - b.rent1BR)[0];
  if (!cheapest || cheapest.name === district || cheapest.rent1BR >= current) return undefined;
  return { name: cheapest.name, saving: Math.round((current - cheapest.rent1BR) * housingUnitFor(ctx.householdSize).factor) };
}
