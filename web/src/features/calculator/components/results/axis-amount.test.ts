import { describe, expect, it } from 'vitest';
import { axisAmount } from './axis-amount.ts';

describe('axisAmount', () => {
  it('keeps amounts under a million whole', () => {
    expect(axisAmount(0, 'en')).toBe('0');
    expect(axisAmount(999_999, 'en')).toBe('999,999');
    expect(axisAmount(-450_000, 'ar')).toBe('-450,000');
  });

  // ICU puts a no-break space between the number and the Arabic word.
  it('shortens a million and more, in the page language with Western digits', () => {
    expect(axisAmount(1_200_000, 'en')).toBe('1.2M');
    expect(axisAmount(12_000_000, 'en')).toBe('12M');
    expect(axisAmount(-4_500_000, 'en')).toBe('-4.5M');
    expect(axisAmount(12_000_000, 'ar')).toBe('12\u00a0مليون');
    expect(axisAmount(1_500_000_000, 'ar')).toBe('1.5\u00a0مليار');
  });
});
