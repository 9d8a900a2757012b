import { describe, expect, it } from 'vitest';
import { movePayback } from './move-payback.ts';

const years = (...surpluses: number[]) => {
  let cumulativeSavings = 0;
  return surpluses.map((surplus, i) => {
    cumulativeSavings += surplus * 12;
    return { surplus, cumulativeSavings, gratuityAccrued: 1_000 * (i + 1) };
  });
};

describe('movePayback', () => {
  it('finds the month the surpluses reach the cash up front, worked by hand', () => {
    // 7,097 a month, then 6,387: 85,164 after year 1, so 101,580 is reached in year 2:
    // 101,580 - 85,164 = 16,416 = 2.57 months of 6,387, so in month 15.
    expect(movePayback(years(7_097, 6_387), 101_580)).toEqual({ upfront: 101_580, month: 15, atEnd: 60_228, benefitAtEnd: 2_000 });
  });

  it('counts a month that lands exactly on the amount', () => {
    expect(movePayback(years(1_000), 3_000)?.month).toBe(3);
    expect(movePayback(years(1_000), 2_999)?.month).toBe(3);
    expect(movePayback(years(1_000), 3_001)?.month).toBe(4);
  });

  it('says the contract ends short when the surpluses never reach it', () => {
    expect(movePayback(years(-7, -7), 6_181)).toEqual({ upfront: 6_181, month: null, atEnd: -6_349, benefitAtEnd: 2_000 });
    expect(movePayback(years(100, 100), 6_181)).toMatchObject({ month: null, atEnd: -3_781 });
  });

  it('takes the month from which the savings stay level, not a month later years undo', () => {
    // 12,000 after year 1 covers 10,000 in month 10; year 2 loses 6,000, back to 6,000, short again
    // until year 3 adds 1,000 a month from 6,000: 10,000 in month 28.
    expect(movePayback(years(1_000, -500, 1_000), 10_000)).toMatchObject({ month: 28, atEnd: 8_000 });
    expect(movePayback(years(1_000, -1_000), 10_000)).toMatchObject({ month: null, atEnd: -10_000 });
  });

  it('ends level at exactly zero, not minus zero', () => {
    const level = movePayback([{ surplus: 0.1, cumulativeSavings: 0.1 * 12 - 1e-12, gratuityAccrued: 0 }], 1.2);
    expect(Object.is(level?.atEnd, 0)).toBe(true);
  });

  it('has nothing to say when nothing is needed up front', () => {
    expect(movePayback(years(1_000), 0)).toBeNull();
    expect(movePayback([], 5_000)).toBeNull();
  });
});
