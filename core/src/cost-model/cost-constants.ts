// The cost model's fixed parts (spec section 9): its categories and their ranges, the AED constants,
// the housing unit and utilities rules and the school fee per child. The figures are data
// (core/data/cost-model/cost-model.json, checked against costModelDataSchema in
// cost-constants.test.ts); the rules that read them are here. Kept apart from the estimate itself so
// the pages that only describe the model (the landing's range summary, /sources) do not load the
// estimate, the rules and their sources.
import type { ChildInput, RuleCostKey } from '../household/index.ts';
import { fallbackAnnualSchoolFee, pricedFeeRange } from '../schools/index.ts';
import type { FigureSource } from '../sources/index.ts';
import type { Message } from '../language/index.ts';
import { monthlyAed, type MonthlyAed } from '../money/index.ts';
import data from '../../data/cost-model/cost-model.json' with { type: 'json' };

/** The categories, in the order the breakdown shows them. Their English names are their keys: saved edits are stored by them. */
export const expenseCategories = [
  'Housing',
  'Education',
  'Groceries & Food',
  'Transportation',
  'Healthcare',
  'Domestic Help',
  'Communications',
  'Personal & Entertainment',
  'Travel',
  'Residence & Visas',
] as const;
export type ExpenseCategoryName = (typeof expenseCategories)[number];

export interface ExpenseSubItem {
  /** Which line it is, stable across languages and estimates: 'rent', 'utilities', 'child-2', a rule's key. */
  key: string;
  /** The line's name as shown, in the page's language: "Rent (2BR)". */
  label: Message;
  amount: number;
  /** Where the figure comes from: the results' info control and the PDF's Sources page show it. */
  source?: FigureSource | undefined;
  /** Set on a cost a country's rules add (ADR 0006): which rule, and whether employers often pay it. */
  rule?: { key: RuleCostKey; employerOftenPays: boolean } | undefined;
}

export interface ExpenseCategory {
  category: ExpenseCategoryName;
  amount: number;
  min: number;
  max: number;
  /** Share of the categories' total, one decimal. */
  percentage: number;
  subItems: ExpenseSubItem[];
}

/** Range of each category in whole percents of its estimate (the data's categoryRangePercents). */
export const categoryRangePercents = data.categoryRangePercents as Readonly<Record<ExpenseCategoryName, { low: number; high: number }>>;

/** The spec's fixed monthly constants, in AED. */
export const costConstants = data.constants as {
  readonly [key in Exclude<keyof typeof data.constants, 'utilitiesExtraPersonShare'>]: MonthlyAed;
} & { readonly utilitiesExtraPersonShare: number };

/** The Personal & Entertainment lines: `key` names the line, `name` is the English a content token cites. */
export const personalAndEntertainment = data.personalAndEntertainment as unknown as ReadonlyArray<{
  readonly key: string;
  readonly name: string;
  readonly amount: MonthlyAed;
}>;

export const transportShares: Readonly<{ carLease: number; fuel: number; parkingTolls: number }> = data.transportShares;

export type HousingUnit = 'Studio' | '1BR' | '2BR' | '3BR';
const housingUnits = (data.housingUnits as readonly { upToPeople: number | null; unit: HousingUnit; factor: number }[]).map(
  ({ upToPeople, unit, factor }) => ({ upToPeople, housing: Object.freeze({ unit, factor }) }),
);

/** Housing unit and its multiple of the 1BR rent, by household size: the first unit the household fits in. */
export function housingUnitFor(size: number): { readonly unit: HousingUnit; readonly factor: number } {
  for (const { upToPeople, housing } of housingUnits) if (upToPeople === null || size <= upToPeople) return housing;
  throw new Error(`No housing unit for ${size} people`);
}

/** Utilities: the district's base for up to two people, then +30% per extra person. */
export function utilitiesFor(base: number, size: number): number {
  return base * (1 + costConstants.utilitiesExtraPersonShare * Math.max(0, size - 2));
}

/** Monthly school fee of one child in AED: midpoint of the annual range / 12 (spec section 9). */
export function monthlySchoolFeeAed(child: ChildInput): MonthlyAed {
  const range = pricedFeeRange(child);
  if (range) return monthlyAed((range.min + range.max) / 2 / 12);
  return child.age === 'nursery' ? costConstants.nurseryFallback : monthlyAed(fallbackAnnualSchoolFee / 12);
}
