// The cost model's fixed parts (spec section 9): its categories and their ranges, the AED constants,
// the housing unit and utilities rules and the school fee per child. Kept apart from the estimate
// itself so the pages that only describe the model (the landing's range summary, /sources) do not
// load the estimate, the rules and their sources.
import type { ChildInput, RuleCostKey } from '../household/index.ts';
import { fallbackAnnualSchoolFee, pricedFeeRange } from '../schools/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { monthlyAed, type MonthlyAed } from '../money/index.ts';

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
  name: string;
  amount: number;
  /** Where the figure comes from: the results' info control and the PDF's Sources page show it. */
  source?: FigureSource | undefined;
  /** Set on a cost a country's rules add (issue 9): which rule, and whether employers often pay it. */
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

/**
 * Range of each category in percent of its estimate (spec section 9; decision 5 for Domestic Help and
 * Personal & Entertainment, and the same 80%-130% for Travel, which the spec does not price).
 * Whole percents keep the rounding exact: 25 × 70 / 100 is 17.5, where 25 × 0.7 is 17.4999….
 */
export const categoryRangePercents: Readonly<Record<ExpenseCategoryName, { low: number; high: number }>> = {
  Housing: { low: 70, high: 140 },
  Education: { low: 70, high: 130 },
  'Groceries & Food': { low: 70, high: 160 },
  Transportation: { low: 60, high: 150 },
  Healthcare: { low: 70, high: 150 },
  'Domestic Help': { low: 80, high: 130 },
  Communications: { low: 70, high: 150 },
  'Personal & Entertainment': { low: 80, high: 130 },
  Travel: { low: 80, high: 130 },
  // Fees set by law: the amount is the amount.
  'Residence & Visas': { low: 100, high: 100 },
};

/** The spec's fixed monthly constants, in AED. */
export const costConstants = {
  groceriesPerPerson: monthlyAed(750),
  diningOutBase: monthlyAed(500),
  diningOutPerExtraPerson: monthlyAed(100),
  healthcarePerAdult: monthlyAed(1_200),
  healthcarePerChild: monthlyAed(800),
  healthcareFamilyOutOfPocket: monthlyAed(300),
  mobileLinePerAdult: monthlyAed(150),
  internetTv: monthlyAed(300),
  /** A nursery child's fee when the Indian nursery range is missing. */
  nurseryFallback: monthlyAed(625),
  utilitiesExtraPersonShare: 0.3,
} as const;

export const personalAndEntertainment: ReadonlyArray<{ name: string; amount: MonthlyAed }> = [
  { name: 'Entertainment', amount: monthlyAed(800) },
  { name: 'Clothing', amount: monthlyAed(400) },
  { name: 'Personal Care', amount: monthlyAed(300) },
  { name: 'Laundry', amount: monthlyAed(200) },
  { name: 'Miscellaneous', amount: monthlyAed(200) },
];

export const transportShares = { carLease: 0.65, fuel: 0.25, parkingTolls: 0.1 } as const;

/** Housing unit and its multiple of the 1BR rent, by household size. */
export function housingUnitFor(size: number): { unit: 'Studio' | '1BR' | '2BR' | '3BR'; factor: number } {
  if (size <= 1) return { unit: 'Studio', factor: 0.8 };
  if (size === 2) return { unit: '1BR', factor: 1.0 };
  if (size <= 4) return { unit: '2BR', factor: 1.5 };
  return { unit: '3BR', factor: 2.0 };
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
