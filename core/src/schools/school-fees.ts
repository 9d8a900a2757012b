// The school fee table: annual tuition in AED by curriculum and level (spec section 3), drawn from
// published 2024-26 fee schedules of Dubai and Abu Dhabi schools (core/data/README.md, "School fees").
// The table is data (core/data/schools/school-fees.json, checked against schoolFeesSchema in
// school-fees.test.ts); other countries convert it with the currency pegs.
import type { AgeBand, Curriculum } from '../household/index.ts';
import { annualAed, type AnnualAed } from '../money/index.ts';
import data from '../../data/schools/school-fees.json' with { type: 'json' };

/** Every curriculum in the fee table; the wizard offers the first five (household-options.ts). */
export const feeTableCurricula = ['american', 'british', 'ib', 'indian', 'french', 'german', 'arabic'] as const;
export type FeeTableCurriculum = (typeof feeTableCurricula)[number];

export interface FeeRange {
  min: AnnualAed;
  max: AnnualAed;
}

interface SchoolLevel {
  /** The curriculum's own name for the level, in its own language ("Élémentaire (CP-CM2)"), as the sources quote it. */
  level: string;
  fees: FeeRange;
}

/** Level name and annual fee range for each age band, per curriculum. */
export const schoolFeeTable = data.curricula as Readonly<Record<FeeTableCurriculum, Readonly<Record<AgeBand, SchoolLevel>>>>;

/** Annual fee range in AED for a curriculum at an age band, or undefined when not in the table. */
export function schoolFeeRange(curriculum: string | undefined | null, ageBand: string | undefined | null): FeeRange | undefined {
  if (!curriculum || !ageBand) return undefined;
  const levels = (schoolFeeTable as Readonly<Record<string, Readonly<Record<string, SchoolLevel>>>>)[curriculum];
  return levels?.[ageBand]?.fees;
}

/**
 * The fee range a child is priced from (spec section 9): a nursery child at the Indian nursery
 * range whatever the curriculum, any other child at its curriculum and level. The cost model's
 * midpoint and the breakdown's fee spread both read it, so they cannot price a child differently.
 */
export function pricedFeeRange(child: { age: AgeBand; curriculum?: Curriculum | null }): FeeRange | undefined {
  return child.age === 'nursery' ? schoolFeeRange('indian', 'nursery') : schoolFeeRange(child.curriculum, child.age);
}

/** Spec section 8: a missing fee lookup falls back to 30,000 AED a year (2,500 a month). */
export const fallbackAnnualSchoolFee = annualAed(data.fallbackAnnualFee);
