import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ageBands, curricula } from '../household/index.ts';
import { schoolFeesSchema } from './data-schemas.ts';
import english from './locales/en.json' with { type: 'json' };
import { feeTableCurricula, schoolFeeRange, schoolFeeTable } from './school-fees.ts';
import { feeTableCurriculumName, schoolLevelName, type SchoolStage } from './school-names.ts';

describe('school fee table', () => {
  it('matches its schema', () => {
    const data: unknown = JSON.parse(readFileSync(new URL('../../data/schools/school-fees.json', import.meta.url), 'utf8'));
    expect(() => schoolFeesSchema.parse(data)).not.toThrow();
  });

  it('holds the spec examples exactly', () => {
    expect(schoolFeeRange('american', 'grade1-5')).toEqual({ min: 45_000, max: 65_000 });
    expect(schoolFeeRange('indian', 'nursery')).toEqual({ min: 5_000, max: 10_000 });
    expect(schoolFeeRange('ib', 'grade9-12')).toEqual({ min: 60_000, max: 90_000 });
    expect(schoolFeeTable.ib['grade9-12'].level).toMatch(/^DP/);
    expect(schoolFeeTable.american['grade1-5'].level).toBe('Elementary (1-5)');
  });

  it('covers every curriculum at every level with min < max, rising with age', () => {
    for (const curriculum of feeTableCurricula) {
      let previousMin = 0;
      for (const band of ageBands) {
        const range = schoolFeeRange(curriculum, band);
        expect(range, `${curriculum} ${band}`).toBeDefined();
        if (!range) continue;
        expect(range.min).toBeLessThan(range.max);
        expect(range.min).toBeGreaterThanOrEqual(previousMin);
        previousMin = range.min;
      }
    }
  });

  it('returns undefined for a missing lookup', () => {
    expect(schoolFeeRange(undefined, 'kg')).toBeUndefined();
    expect(schoolFeeRange('klingon', 'kg')).toBeUndefined();
    expect(schoolFeeRange('british', 'university')).toBeUndefined();
  });
});

describe('school names', () => {
  const catalogue: Readonly<Record<string, string>> = english;

  it('names each level of the wizard’s curricula with a message whose English is the fee table’s level', () => {
    for (const curriculum of curricula)
      for (const stage of ageBands.filter((band): band is SchoolStage => band !== 'nursery')) {
        const { messageId } = schoolLevelName(curriculum, stage);
        expect(catalogue[messageId], messageId).toBe(schoolFeeTable[curriculum][stage].level);
        expect(schoolLevelName(curriculum, stage)).toBe(schoolLevelName(curriculum, stage));
      }
    expect(schoolLevelName('british', 'grade1-5')).toEqual({ messageId: 'schools.level.british.grade1to5' });
  });

  it('names every curriculum of the fee table', () => {
    for (const curriculum of feeTableCurricula) expect(catalogue[feeTableCurriculumName(curriculum).messageId], curriculum).toBeDefined();
    expect(feeTableCurriculumName('ib')).toEqual({ messageId: 'schools.curriculum.ib' });
  });
});
