import { describe, expect, it } from 'vitest';
import { ageBands } from '../household/index.ts';
import { feeTableCurricula, schoolFeeRange, schoolFeeTable } from './school-fees.ts';

describe('school fee table', () => {
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
