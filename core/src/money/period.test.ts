import { describe, expect, it } from 'vitest';
import { convertPeriod } from './period.ts';

describe('monthly/annual conversion', () => {
  it.each([
    [1_000, 12_000],
    [0, 0],
    [15_250, 183_000],
  ])('%i a month is %i a year, and back', (monthly, annual) => {
    expect(convertPeriod(monthly, 'monthly', 'annual')).toBe(annual);
    expect(convertPeriod(annual, 'annual', 'monthly')).toBe(monthly);
  });

  it('does not round: an annual amount comes back exactly', () => {
    expect(convertPeriod(250_000, 'annual', 'monthly')).toBeCloseTo(20_833.333, 3);
    expect(Math.round(convertPeriod(convertPeriod(250_000, 'annual', 'monthly'), 'monthly', 'annual'))).toBe(250_000);
    expect(convertPeriod(8_333, 'monthly', 'monthly')).toBe(8_333);
  });
});
