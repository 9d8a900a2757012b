import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-amount.ts';

describe('axisTicks', () => {
  it('keeps whole figures while every value is under half a million', () => {
    const tick = axisTicks([1_738, -499_999], 'en');
    expect([0, 1_500, -450_000].map(tick)).toEqual(['0', '1,500', '-450,000']);
    expect(axisTicks([], 'ar')(999_999)).toBe('999,999');
  });

  it('makes every tick of the axis compact from half a million, in the page language with Western digits', () => {
    const tick = axisTicks([2_189_652, 2_184_876], 'en');
    expect([0, 550_000, 1_100_000, 1_650_000, 12_000_000, -600_000].map(tick)).toEqual(['0', '550K', '1.1M', '1.65M', '12M', '-600K']);
    // ICU puts a no-break space between the number and the Arabic word.
    const arabic = axisTicks([-500_000], 'ar');
    expect([550_000, 12_000_000, 1_500_000_000].map(arabic)).toEqual(['550\u00a0ألف', '12\u00a0مليون', '1.5\u00a0مليار']);
  });
});
