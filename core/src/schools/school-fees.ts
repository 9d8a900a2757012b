// The school fee table: annual tuition in AED by curriculum and level (spec section 3), drawn from
// published 2024-26 fee schedules of Dubai and Abu Dhabi schools (core/data/README.md, "School fees").
// Other countries convert these with the currency pegs (decision 1).
import type { AgeBand, Curriculum } from '../household/index.ts';
import { annualAed, type AnnualAed } from '../money/index.ts';

/** Every curriculum in the fee table; the wizard offers the first five (household-options.ts). */
export const feeTableCurricula = ['american', 'british', 'ib', 'indian', 'french', 'german', 'arabic'] as const;
export type FeeTableCurriculum = (typeof feeTableCurricula)[number];

export const feeTableCurriculumLabels: Readonly<Record<FeeTableCurriculum, string>> = {
  american: 'American',
  british: 'British',
  ib: 'IB',
  indian: 'Indian (CBSE)',
  french: 'French',
  german: 'German',
  arabic: 'Arabic/MOE',
};

export interface FeeRange {
  min: AnnualAed;
  max: AnnualAed;
}

interface SchoolLevel {
  /** The curriculum's own name for the level. */
  level: string;
  fees: FeeRange;
}

const fees = (min: number, max: number): FeeRange => ({ min: annualAed(min), max: annualAed(max) });

/** Level name and annual fee range for each age band, per curriculum. */
export const schoolFeeTable: Readonly<Record<FeeTableCurriculum, Readonly<Record<AgeBand, SchoolLevel>>>> = {
  american: {
    nursery: { level: 'Pre-K', fees: fees(30_000, 50_000) },
    kg: { level: 'Kindergarten', fees: fees(35_000, 58_000) },
    'grade1-5': { level: 'Elementary (1-5)', fees: fees(45_000, 65_000) },
    'grade6-8': { level: 'Middle School (6-8)', fees: fees(52_000, 75_000) },
    'grade9-12': { level: 'High School (9-12)', fees: fees(58_000, 85_000) },
  },
  british: {
    nursery: { level: 'FS1 (Nursery)', fees: fees(28_000, 52_000) },
    kg: { level: 'FS2 (Reception)', fees: fees(33_000, 56_000) },
    'grade1-5': { level: 'Primary (Years 2-6)', fees: fees(40_000, 62_000) },
    'grade6-8': { level: 'Key Stage 3 (Years 7-9)', fees: fees(48_000, 72_000) },
    'grade9-12': { level: 'GCSE & A Level (Years 10-13)', fees: fees(55_000, 80_000) },
  },
  ib: {
    nursery: { level: 'Early Years', fees: fees(40_000, 55_000) },
    kg: { level: 'PYP Kindergarten', fees: fees(45_000, 60_000) },
    'grade1-5': { level: 'PYP (Primary Years)', fees: fees(50_000, 70_000) },
    'grade6-8': { level: 'MYP (Middle Years)', fees: fees(55_000, 80_000) },
    'grade9-12': { level: 'DP (Diploma Programme)', fees: fees(60_000, 90_000) },
  },
  indian: {
    nursery: { level: 'Nursery', fees: fees(5_000, 10_000) },
    kg: { level: 'KG (LKG/UKG)', fees: fees(8_000, 17_000) },
    'grade1-5': { level: 'Primary (1-5)', fees: fees(10_000, 22_000) },
    'grade6-8': { level: 'Middle (6-8)', fees: fees(12_000, 26_000) },
    'grade9-12': { level: 'Secondary (9-12)', fees: fees(15_000, 30_000) },
  },
  french: {
    nursery: { level: 'Maternelle (TPS/PS)', fees: fees(24_000, 40_000) },
    kg: { level: 'Maternelle (MS/GS)', fees: fees(26_000, 42_000) },
    'grade1-5': { level: 'Élémentaire (CP-CM2)', fees: fees(28_000, 46_000) },
    'grade6-8': { level: 'Collège (6e-4e)', fees: fees(33_000, 56_000) },
    'grade9-12': { level: 'Lycée (3e-Terminale)', fees: fees(36_000, 66_000) },
  },
  german: {
    nursery: { level: 'Kinderkrippe', fees: fees(30_000, 42_000) },
    kg: { level: 'Kindergarten', fees: fees(33_000, 46_000) },
    'grade1-5': { level: 'Grundschule', fees: fees(38_000, 55_000) },
    'grade6-8': { level: 'Sekundarstufe I', fees: fees(45_000, 65_000) },
    'grade9-12': { level: 'Sekundarstufe II (Abitur)', fees: fees(50_000, 72_000) },
  },
  arabic: {
    nursery: { level: 'Pre-KG', fees: fees(10_000, 20_000) },
    kg: { level: 'KG1-KG2', fees: fees(12_000, 24_000) },
    'grade1-5': { level: 'Cycle 1 (Grades 1-5)', fees: fees(14_000, 30_000) },
    'grade6-8': { level: 'Cycle 2 (Grades 6-8)', fees: fees(17_000, 35_000) },
    'grade9-12': { level: 'Cycle 3 (Grades 9-12)', fees: fees(20_000, 40_000) },
  },
};

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

/** The curriculum's name for the level a child of this age band attends. */
export function schoolLevelName(curriculum: FeeTableCurriculum | Curriculum, ageBand: AgeBand): string {
  return schoolFeeTable[curriculum][ageBand].level;
}

/** Spec section 8: a missing fee lookup falls back to 30,000 AED a year (2,500 a month). */
export const fallbackAnnualSchoolFee = annualAed(30_000);
